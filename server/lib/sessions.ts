import { and, eq, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.ts";
import { sessions } from "../../db/schema/index.ts";
import { hashToken, newToken } from "./tokens.ts";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Opens a session and returns its bearer token (the only time the plain token exists). */
export async function createSession(db: DbOrTx, userId: string, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  return token;
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user (password change, block, archive). */
export async function revokeUserSessions(db: DbOrTx, userId: string, now: Date, exceptSessionId?: string) {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: now }).where(exceptSessionId ? and(live, ne(sessions.id, exceptSessionId)) : live);
}
