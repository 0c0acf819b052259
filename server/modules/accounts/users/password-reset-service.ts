import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { RESET_TOKEN_TTL_MINUTES } from "../../../../contract/auth.ts";
import type { Db, DbOrTx } from "../../../../db/connect.ts";
import { passwordResetTokens, users } from "../../../../db/schema/index.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { hashPassword } from "../../../lib/passwords.ts";
import { revokeUserSessions } from "../../../lib/sessions.ts";
import { hashToken, newToken } from "../../../lib/tokens.ts";
import { byEmail } from "./service.ts";

export const INVALID_TOKEN = "Invalid or expired token";

/**
 * Issues a reset token for an active account, or returns null when there is none (unknown, blocked or
 * archived): the caller answers the same either way. The plain token exists only in the returned value.
 */
export async function issueResetToken(db: DbOrTx, email: string, now: Date): Promise<{ token: string; email: string; fullName: string } | null> {
  const [user] = await db.select().from(users).where(byEmail(email)).limit(1);
  if (!user || user.blockedAt || user.deletedAt) return null;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000);
  await db.insert(passwordResetTokens).values({ userId: user.id, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { token, email: user.email, fullName: user.fullName };
}

/** The user a token may reset: unused, not expired, and the account still active. */
export async function findResetTarget(db: Db, token: string, now: Date): Promise<{ userId: string; email: string } | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        isNull(users.blockedAt),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Sets the new password. In one transaction: the token is claimed (the conditional update makes it single use
 * even when two requests race), every other open token of the user is spent, and every session is revoked.
 */
export async function resetPassword(db: Db, token: string, newPassword: string, now: Date): Promise<{ email: string }> {
  const target = await findResetTarget(db, token, now);
  if (!target) throw new HttpError("reset_token_invalid", INVALID_TOKEN);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ id: passwordResetTokens.id });
    if (!claimed.length) throw new HttpError("reset_token_invalid", INVALID_TOKEN);
    // The link reached the account's inbox: that proves the address too (ADR 070).
    const emailVerifiedAt = sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`;
    await tx.update(users).set({ passwordHash, emailVerifiedAt, updatedAt: now }).where(eq(users.id, target.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, target.userId), isNull(passwordResetTokens.usedAt)));
    await revokeUserSessions(tx, target.userId, now);
  });
  return { email: target.email };
}
