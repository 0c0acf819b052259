import { z } from "zod";
import { ASSIGNABLE_ROLES, USER_ROLES } from "./staff-roles.ts";

/** A member of staff as the owner's Staff page lists them (ADR 084). */
export const staffMemberDto = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  roleLabel: z.string(),
  twoFactor: z.boolean(),
  blocked: z.boolean(),
  createdAt: z.string(),
});
export type StaffMemberDto = z.infer<typeof staffMemberDto>;

const STAFF_INVITE_ROLES = ASSIGNABLE_ROLES.filter((r) => r !== "user") as ["admin", "sales", "dispatch", "accounts", "driver"];

/** POST /admin/staff: an existing customer's e-mail gives them the role; a new one is invited to choose a password. */
export const staffInvite = z.object({
  email: z.string().trim().toLowerCase().max(254, "Email is too long").email("Enter an e-mail address like name@example.com"),
  fullName: z.string().trim().min(2, "Enter their full name").max(120),
  role: z.enum(STAFF_INVITE_ROLES, { error: "Choose a role" }),
});
export type StaffInvite = z.infer<typeof staffInvite>;
