import { and, eq, lt, or, sql } from "drizzle-orm";
import type { RegisterInput } from "../../../../contract/auth.ts";
import type { UserDto } from "../../../../contract/users.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { sessions, users } from "../../../../db/schema/index.ts";
import { conflict, forbidden, unauthorized } from "../../../lib/http-errors.ts";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../../../lib/passwords.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { createSession } from "../../../lib/sessions.ts";
import { mailBrand } from "../../../lib/mail-kit/compose.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { addressInUseMail } from "./account-mails.ts";
import { mailVerificationLink } from "./email-verification.ts";
import { toUserDto } from "./serialize.ts";

export const USER_NAME_TAKEN = "This username is already taken";
export const INVALID_CREDENTIALS = "Invalid email or password";
export const BLOCKED = "Your account has been blocked. Please contact support.";

export const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** The unique index that a race between the check and the insert lands on, if any. */
function violatedIndex(err: unknown): "email" | "user_name" | null {
  const e = err as { cause?: { constraint?: string; message?: string }; message?: string };
  const text = `${e?.cause?.constraint ?? ""} ${e?.cause?.message ?? ""} ${e?.message ?? ""}`;
  if (text.includes("users_email_lower_key")) return "email";
  if (text.includes("users_user_name_lower_key")) return "user_name";
  return null;
}

type RegisterDeps = Pick<AppDeps, "db" | "env" | "mailer" | "rateLimiter">;

const userNameTaken = () => conflict(USER_NAME_TAKEN, { user_name: USER_NAME_TAKEN }, "user_name_taken");

/**
 * Creates a customer account (the role is always "user": nobody registers as an admin) and mails the link that
 * confirms its e-mail. An address that already has an account gets the same answer, in about the same time (one
 * argon2 hash on both paths), and its owner is told of the attempt by mail instead: registration does not reveal
 * who has an account (issue 45 finding 11, ADR 070). A taken username still answers 409: it is not an address.
 */
export async function registerUser(deps: RegisterDeps, input: RegisterInput, now: Date): Promise<{ email: string }> {
  const { db } = deps;
  const [name] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.userName}) = ${input.user_name.toLowerCase()}`).limit(1);
  if (name) throw userNameTaken();
  const passwordHash = await hashPassword(input.password);
  const answer = { email: input.email };
  const [owner] = await db.select({ email: users.email }).from(users).where(byEmail(input.email)).limit(1);
  if (owner) {
    await mailOwnerOfAddress(deps, owner.email);
    return answer;
  }
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ fullName: input.full_name, userName: input.user_name, email: input.email, phone: input.phone, passwordHash, role: "user", createdAt: now, updatedAt: now })
        .returning({ id: users.id, email: users.email });
      await mailVerificationLink(deps, tx, row, now);
    });
  } catch (err) {
    const clash = violatedIndex(err);
    if (clash === "user_name") throw userNameTaken();
    if (clash !== "email") throw err;
    await mailOwnerOfAddress(deps, input.email);
  }
  return answer;
}

/** At most this many notices an hour per address: repeated attempts must not flood the owner's inbox. */
const OWNER_NOTICES_PER_HOUR = 3;

async function mailOwnerOfAddress(deps: RegisterDeps, email: string) {
  const hit = await deps.rateLimiter.hit(`address-in-use:${email.toLowerCase()}`, OWNER_NOTICES_PER_HOUR, 3_600_000);
  if (!hit.allowed) return;
  const brand = mailBrand(await getSiteSettings(deps.db), deps.env.PUBLIC_URL);
  await deps.mailer.enqueue(deps.db, await addressInUseMail(email, "register", brand));
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
