import { and, eq, ne, sql } from "drizzle-orm";
import type { AdminUserUpdate } from "../../../../contract/admin.ts";
import type { UserDto } from "../../../../contract/users.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { users } from "../../../../db/schema/index.ts";
import { recordAudit } from "../../../lib/audit.ts";
import type { AppDeps, AuthUser } from "../../../lib/deps.ts";
import { HttpError, badRequest, conflict } from "../../../lib/http-errors.ts";
import { mailBrand } from "../../../lib/mail-kit/compose.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { mailEmailChange, recordEmailChange } from "../profile/email-change.ts";
import { plainMail } from "./account-mails.ts";
import { assertMayChangeAccount, findUser } from "./admin-service.ts";
import { assertCodeReentered } from "./code-reentry.ts";
import { issueResetToken } from "./password-reset-service.ts";
import { resetMail } from "./reset-mail.ts";
import { toUserDto } from "./serialize.ts";

type Deps = Pick<AppDeps, "db" | "now" | "env" | "mailer">;
const EMAIL_TAKEN = "This email is already registered";
const USER_NAME_TAKEN = "This username is already taken";
export const NO_ADMIN_PASSWORDS = "Admins do not set passwords: send the user a password reset link instead.";
const OWN_EMAIL_HERE = "Change your own e-mail in Settings → Account (it needs your current password).";

const FIELD_NAMES = { fullName: "name", userName: "username", phone: "phone" } as const;

/** Admins may see every account, so a taken e-mail or username is plainly 409 here (nothing new is revealed). */
async function assertUnique(db: DbOrTx, id: string, input: AdminUserUpdate) {
  const others = ne(users.id, id);
  const [email] = await db.select({ id: users.id }).from(users).where(and(others, sql`lower(${users.email}) = ${input.email.toLowerCase()}`)).limit(1);
  if (email) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN }, "email_taken");
  const [name] = await db.select({ id: users.id }).from(users).where(and(others, sql`lower(${users.userName}) = ${input.user_name.toLowerCase()}`)).limit(1);
  if (name) throw conflict(USER_NAME_TAKEN, { user_name: USER_NAME_TAKEN }, "user_name_taken");
}

/**
 * Edits a user's details under the same rules as the owner's own changes (issue 45 finding 3, ADR 070): no
 * password is ever set here (POST .../password-reset mails a link); a new e-mail is only recorded and takes effect
 * when the link mailed to it is opened (the old address is told); an admin's own e-mail changes only in its account
 * settings, where the current password is asked; changing another admin needs the acting admin's two-factor code.
 * Every edit is audited and the owner is mailed what changed.
 */
export async function updateUser(deps: Deps, actor: AuthUser, id: string, input: AdminUserUpdate): Promise<{ user: UserDto; pendingEmail: string | null }> {
  if (input.password) throw new HttpError("admin_password_forbidden", NO_ADMIN_PASSWORDS, { errors: { password: NO_ADMIN_PASSWORDS } });
  const current = await findUser(deps.db, id);
  assertMayChangeAccount(actor, current);
  const emailChanges = input.email.toLowerCase() !== current.email.toLowerCase();
  if (emailChanges && id === actor.id) throw badRequest(OWN_EMAIL_HERE, { email: OWN_EMAIL_HERE });
  await assertUnique(deps.db, id, input);
  const now = deps.now();
  const settings = await getSiteSettings(deps.db);
  const { siteName } = settings;
  const brand = mailBrand(settings, deps.env.PUBLIC_URL);
  return deps.db.transaction(async (tx) => {
    const otherAdmin = current.role === "admin" && id !== actor.id;
    if (otherAdmin) await assertCodeReentered(deps, tx, actor.id, input.twoFactorCode, now);
    const [row] = await tx
      .update(users)
      .set({ fullName: input.full_name, userName: input.user_name, phone: input.phone, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    const changed = (["fullName", "userName", "phone"] as const).filter((k) => current[k] !== row[k]);
    const pendingEmail = emailChanges ? input.email : null;
    if (pendingEmail) {
      const token = await recordEmailChange(tx, id, pendingEmail, now);
      await mailEmailChange(deps, tx, { oldEmail: current.email, newEmail: pendingEmail, token });
    }
    await recordAudit(tx, { actorId: actor.id, action: "user.updated", entity: "user", entityId: id, details: { email: row.email, changed, pendingEmail, ...(otherAdmin ? { twoFactorReentered: true } : {}) } });
    if (changed.length) {
      const what = changed.map((k) => FIELD_NAMES[k]).join(", ");
      await deps.mailer.enqueue(tx, await plainMail(row.email, `An administrator changed your account at ${siteName}`, [
        `Hello ${row.fullName},`,
        `A ${siteName} administrator changed your account's ${what}.`,
        "If you did not expect this, reply to this e-mail or call us.",
      ], brand));
    }
    return { user: toUserDto(row), pendingEmail };
  });
}

/** Mails the user a password reset link (the owner then chooses the password), audited. */
export async function sendPasswordResetFor(deps: Deps, actor: AuthUser, id: string): Promise<{ email: string }> {
  const target = await findUser(deps.db, id);
  assertMayChangeAccount(actor, target);
  if (target.blockedAt || target.deletedAt) throw conflict("This account is blocked or archived: restore it before sending a reset link.");
  const now = deps.now();
  const brand = mailBrand(await getSiteSettings(deps.db), deps.env.PUBLIC_URL);
  await deps.db.transaction(async (tx) => {
    const issued = await issueResetToken(tx, target.email, now);
    if (!issued) throw conflict("This account cannot reset its password now.");
    await deps.mailer.enqueue(tx, await resetMail({ to: issued.email, fullName: issued.fullName, token: issued.token, brand }));
    await recordAudit(tx, { actorId: actor.id, action: "user.password_reset_sent", entity: "user", entityId: id, details: { email: target.email } });
  });
  return { email: target.email };
}
