import { eq, sql } from "drizzle-orm";
import type { Db } from "../connect.ts";
import { settings, users } from "../schema/index.ts";

/** The settings key that records the first start's admin seed (issue 45 finding 1). */
export const ADMIN_SEEDED_KEY = "admin_seeded_at";
/** Taken while seeding the admin: replicas starting together take turns (727275/727276 are the demo's). */
const ADMIN_SEED_LOCK = 727277;

type FirstAdminOptions = {
  admin: { email: string; password: string };
  hashPassword: (password: string) => Promise<string>;
  log?: (msg: string) => void;
};

/**
 * Creates the admin of ADMIN_EMAIL/ADMIN_PASSWORD on the very first start only. A restart must never bring it
 * back: once any admin exists, or the seed was recorded, the environment's credentials mean nothing (an admin who
 * changed its e-mail or username would otherwise get a twin that logs in with the README's default password).
 */
export async function seedFirstAdmin(db: Db, { admin, hashPassword, log }: FirstAdminOptions): Promise<void> {
  if (await seedRecorded(db)) return;
  // argon2 runs before the transaction so the lock is not held while hashing; most starts never get here.
  const passwordHash = await hashPassword(admin.password);
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SEED_LOCK})`);
    if (await seedRecorded(tx)) return false;
    const [anyAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
    const now = new Date();
    const inserted = anyAdmin
      ? []
      : await tx
          .insert(users)
          .values({ fullName: "Boxyard Admin", userName: "admin", email: admin.email, phone: "", role: "admin", weeklyReport: true, passwordHash, emailVerifiedAt: now })
          .onConflictDoNothing()
          .returning({ id: users.id });
    // An ADMIN_EMAIL already used by a customer account makes no admin; the next start tries again.
    if (!anyAdmin && !inserted.length) return null;
    await tx.insert(settings).values({ key: ADMIN_SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing();
    return inserted.length > 0;
  });
  if (created) log?.(`[seed] admin account ${admin.email} created`);
  if (created === null) log?.(`[seed] no admin created: ${admin.email} belongs to an existing account`);
}

async function seedRecorded(db: Pick<Db, "select">): Promise<boolean> {
  const [marker] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, ADMIN_SEEDED_KEY));
  return Boolean(marker);
}
