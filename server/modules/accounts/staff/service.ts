import { asc, eq, ne } from "drizzle-orm";
import type { StaffMemberDto, StaffInvite } from "../../../../contract/staff.ts";
import { type UserRole, ROLE_LABELS } from "../../../../contract/staff-roles.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { adminTwoFactor, users } from "../../../../db/schema/index.ts";
import type { AppDeps, AuthUser } from "../../../lib/deps.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { hashPassword } from "../../../lib/passwords.ts";
import { newToken } from "../../../lib/tokens.ts";
import { mailBrand } from "../../../lib/mail-kit/compose.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { issueResetToken } from "../users/password-reset-service.ts";
import { byEmail } from "../users/service.ts";
import { staffInviteMail } from "./invite-mail.ts";

type Deps = Pick<AppDeps, "db" | "now" | "env" | "mailer">;

/** Everyone who is not a plain customer, owners first, then by name; with whether two-factor sign-in is on. */
export async function listStaff(db: DbOrTx): Promise<StaffMemberDto[]> {
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, role: users.role, blockedAt: users.blockedAt, createdAt: users.createdAt, twoFactorAt: adminTwoFactor.enabledAt })
    .from(users)
    .leftJoin(adminTwoFactor, eq(adminTwoFactor.userId, users.id))
    .where(ne(users.role, "user"))
    .orderBy(asc(users.fullName), asc(users.id));
  const rank = (r: UserRole) => (r === "admin" ? 0 : 1);
  return rows
    .sort((a, b) => rank(a.role) - rank(b.role))
    .map((r) => ({ id: r.id, fullName: r.fullName, email: r.email, role: r.role, roleLabel: ROLE_LABELS[r.role], twoFactor: r.twoFactorAt !== null, blocked: r.blockedAt !== null, createdAt: r.createdAt.toISOString() }));
}

/**
 * Adds a staff member: an existing customer account is given the role; a new address gets an account with no
 * usable password and an invitation to choose one (the password reset link), so the owner never sets a password.
 */
export async function addStaffMember(deps: Deps, actor: AuthUser, input: StaffInvite): Promise<{ member: StaffMemberDto; invited: boolean }> {
  const now = deps.now();
  const brand = mailBrand(await getSiteSettings(deps.db), deps.env.PUBLIC_URL);
  const passwordHash = await hashPassword(newToken());
  const invited = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id, role: users.role }).from(users).where(byEmail(input.email)).for("update").limit(1);
    if (existing && existing.role !== "user") throw new HttpError("already_staff", `This person is already on the staff (${ROLE_LABELS[existing.role]}). Change their role in the list.`, { errors: { email: "Already on the staff" } });
    if (existing) {
      await tx.update(users).set({ role: input.role, updatedAt: now }).where(eq(users.id, existing.id));
      await recordAudit(tx, { actorId: actor.id, action: "staff.added", entity: "user", entityId: existing.id, details: { email: input.email, role: input.role } });
      return false;
    }
    const userName = `${input.email.split("@")[0].replace(/[^a-z0-9]/gi, "").slice(0, 20) || "staff"}${newToken().slice(0, 6)}`;
    const [row] = await tx
      .insert(users)
      .values({ fullName: input.fullName, userName, email: input.email, passwordHash, role: input.role, emailVerifiedAt: now, createdAt: now, updatedAt: now })
      .returning({ id: users.id });
    const issued = await issueResetToken(tx, input.email, now);
    if (issued) await deps.mailer.enqueue(tx, await staffInviteMail({ to: input.email, fullName: input.fullName, role: input.role, token: issued.token, brand }));
    await recordAudit(tx, { actorId: actor.id, action: "staff.invited", entity: "user", entityId: row.id, details: { email: input.email, role: input.role } });
    return true;
  });
  const member = (await listStaff(deps.db)).find((m) => m.email.toLowerCase() === input.email.toLowerCase());
  if (!member) throw new Error("The staff member just added is missing");
  return { member, invited };
}
