import { and, eq, lt, or, sql } from "drizzle-orm";
import type { RegisterInput } from "../../../../contract/auth.ts";
import type { UserDto } from "../../../../contract/users.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { sessions, users } from "../../../../db/schema/index.ts";
import { conflict, forbidden, unauthorized } from "../../../lib/http-errors.ts";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../../../lib/passwords.ts";
import { createSession } from "../../../lib/sessions.ts";
import { toUserDto } from "./serialize.ts";

export const EMAIL_TAKEN = "This email is already registered";
export const USER_NAME_TAKEN = "This username is already taken";
export const INVALID_CREDENTIALS = "Invalid email or password";
export const BLOCKED = "Your account has been blocked. Please contact support.";

export const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** A race between the check and the insert still lands on the unique index; answer it the same way. */
function uniqueViolation(err: unknown): Error | null {
  const e = err as { cause?: { constraint?: string; message?: string }; message?: string };
  const text = `${e?.cause?.constraint ?? ""} ${e?.cause?.message ?? ""} ${e?.message ?? ""}`;
  if (text.includes("users_email_lower_key")) return conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN }, "email_taken");
  if (text.includes("users_user_name_lower_key")) return conflict(USER_NAME_TAKEN, { user_name: USER_NAME_TAKEN }, "user_name_taken");
  return null;
}

/** Creates a customer account. The role is always "user": nobody registers as an admin. */
export async function registerUser(db: DbOrTx, input: RegisterInput, now: Date): Promise<UserDto> {
  const [email] = await db.select({ id: users.id }).from(users).where(byEmail(input.email)).limit(1);
  if (email) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN }, "email_taken");
  const [name] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.userName}) = ${input.user_name.toLowerCase()}`).limit(1);
  if (name) throw conflict(USER_NAME_TAKEN, { user_name: USER_NAME_TAKEN }, "user_name_taken");
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ fullName: input.full_name, userName: input.user_name, email: input.email, phone: input.phone, passwordHash, role: "user", createdAt: now, updatedAt: now })
      .returning();
    return toUserDto(row);
  } catch (err) {
    throw uniqueViolation(err) ?? err;
  }
}

/**
 * Checks e-mail and password. Every path runs exactly one argon2 verification, so an unknown e-mail, a wrong
 * password and an archived account all answer the same 401 in the same time. Only the right password on a
 * blocked account learns that it is blocked (403). The caller decides between a session and a second step.
 */
export async function checkCredentials(db: DbOrTx, email: string, password: string): Promise<UserDto> {
  const [user] = await db.select().from(users).where(byEmail(email)).limit(1);
  if (!user) {
    await burnPasswordCheck(password);
    throw unauthorized(INVALID_CREDENTIALS, "invalid_credentials");
  }
  const passwordOk = await verifyPassword(user.passwordHash, password);
  // Archived accounts cannot log in and are not revealed: same answer as a wrong password.
  if (!passwordOk || user.deletedAt) throw unauthorized(INVALID_CREDENTIALS, "invalid_credentials");
  if (user.blockedAt) throw forbidden(BLOCKED, "account_blocked");
  return toUserDto(user);
}

/** Opens a session for a user who passed every step (read again: they may have been blocked meanwhile). */
export async function openSession(db: DbOrTx, userId: string, now: Date): Promise<{ token: string; user: UserDto }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.deletedAt) throw unauthorized(INVALID_CREDENTIALS, "invalid_credentials");
  if (user.blockedAt) throw forbidden(BLOCKED, "account_blocked");
  await pruneSessions(db, user.id, now);
  const token = await createSession(db, user.id, now);
  return { token, user: toUserDto(user) };
}

/** Drops the user's sessions that ended more than a day ago, so the table does not grow with every log-in. */
async function pruneSessions(db: DbOrTx, userId: string, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo))));
}

export async function getUser(db: DbOrTx, id: string): Promise<UserDto | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? toUserDto(row) : null;
}
