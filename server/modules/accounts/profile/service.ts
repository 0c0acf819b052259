import { and, eq, ne, sql } from "drizzle-orm";
import type { ProfileInput } from "./schema.ts";
import type { UserDto } from "../../../../contract/users.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { users } from "../../../../db/schema/index.ts";
import { badRequest, conflict, notFound } from "../../../lib/http-errors.ts";
import { hashPassword, verifyPassword } from "../../../lib/passwords.ts";
import { revokeUserSessions } from "../../../lib/sessions.ts";
import { toUserDto } from "../users/serialize.ts";
import { type PendingEmailChange, recordEmailChange } from "./email-change.ts";

const USER_NAME_TAKEN = "This username is already taken";

/**
 * A username another account has is 409. An e-mail another account has is not refused: the caller gets the usual
 * "link sent" answer and that address's owner a notice instead, so the form does not reveal accounts (ADR 070).
 */
async function checkUnique(db: DbOrTx, userId: string, input: ProfileInput): Promise<{ emailTaken: boolean }> {
  const others = ne(users.id, userId);
  const [email] = await db.select({ id: users.id }).from(users).where(and(others, sql`lower(${users.email}) = ${input.email.toLowerCase()}`)).limit(1);
  const [name] = await db.select({ id: users.id }).from(users).where(and(others, sql`lower(${users.userName}) = ${input.user_name.toLowerCase()}`)).limit(1);
  if (name) throw conflict(USER_NAME_TAKEN, { user_name: USER_NAME_TAKEN }, "user_name_taken");
  return { emailTaken: Boolean(email) };
}

/** A race between the check and the write still lands on the unique index; answer it the same way. */
function uniqueViolation(err: unknown): Error | null {
  const text = String((err as { cause?: { constraint?: string; message?: string } })?.cause?.constraint ?? (err as Error)?.message ?? "");
  if (text.includes("users_user_name_lower_key")) return conflict(USER_NAME_TAKEN, { user_name: USER_NAME_TAKEN }, "user_name_taken");
  return null;
}

const needsPassword = (missing: boolean, field: "email" | "password") =>
  badRequest(missing ? `Enter your current password to change your ${field}` : "Current password is incorrect", {
    currentPassword: missing ? `Enter your current password to change your ${field}` : "Current password is incorrect",
  });

/**
 * Updates the user's own details. Changing the password or the e-mail needs the current password (a stolen
 * session, one XSS, must not be enough to take the account). A new password ends every other session of the
 * user. A new e-mail is only recorded here: it takes effect when the link mailed to it is followed
 * (email-change.ts), and `pendingEmail` tells the caller so.
 */
export async function updateProfile(
  db: DbOrTx,
  user: { id: string; sessionId: string },
  input: ProfileInput,
  now: Date,
  /** Queues the confirmation mails of a new e-mail in the same transaction (the outbox). */
  mailPendingEmail: (tx: DbOrTx, change: PendingEmailChange) => Promise<void>,
): Promise<{ user: UserDto; passwordChanged: boolean; pendingEmail?: PendingEmailChange }> {
  const [current] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  if (!current) throw notFound("User not found");
  const { emailTaken } = await checkUnique(db, user.id, input);
  const emailChanges = input.email.toLowerCase() !== current.email.toLowerCase();
  if (input.newPassword || emailChanges) {
    if (!input.currentPassword) throw needsPassword(true, input.newPassword ? "password" : "email");
    if (!(await verifyPassword(current.passwordHash, input.currentPassword))) throw needsPassword(false, "password");
  }
  const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ fullName: input.full_name, userName: input.user_name, email: emailChanges ? current.email : input.email, phone: input.phone, updatedAt: now, ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(users.id, user.id))
        .returning();
      if (passwordHash) await revokeUserSessions(tx, user.id, now, user.sessionId);
      const token = emailChanges && !emailTaken ? await recordEmailChange(tx, user.id, input.email, now) : null;
      const pendingEmail = emailChanges ? { oldEmail: current.email, newEmail: input.email, token } : undefined;
      if (pendingEmail) await mailPendingEmail(tx, pendingEmail);
      return { user: toUserDto(row), passwordChanged: Boolean(passwordHash), pendingEmail };
    });
  } catch (err) {
    throw uniqueViolation(err) ?? err;
  }
}
