-- The admin seeded before this column existed opts in, as a newly seeded one does.
UPDATE users SET weekly_report = true WHERE role = 'admin';
