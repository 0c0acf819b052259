import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { type AdminArea, ROLE_LABELS, STAFF_ROLES, isStaffRole, mayUseArea } from "../../contract/staff-roles.ts";
import { SECURITY_SETTINGS_KEY } from "../../contract/two-factor.ts";
import { adminTwoFactor, sessions, settings, users } from "../../db/schema/index.ts";
import type { AppEnv, AuthUser } from "./deps.ts";
import { forbidden, unauthorized } from "./http-errors.ts";
import { hashToken } from "./tokens.ts";

/**
 * Whether the store requires two-factor sign-in for admins and this user has not set it up: read in the same
 * query as the session, so the admin API's guard (server/routes/two-factor/guard.ts) costs no extra round trip.
 */
const setupRequired = sql<boolean>`(${inArray(users.role, [...STAFF_ROLES])} and ${adminTwoFactor.enabledAt} is null and coalesce((select (${settings.value} ->> 'requireAdminTwoFactor')::boolean from ${settings} where ${settings.key} = ${SECURITY_SETTINGS_KEY}), false))`;

/** Resolves `Authorization: Bearer <token>` to a live session of an active user, or null. */
async function userFromHeader(c: { req: { header: (n: string) => string | undefined }; var: AppEnv["Variables"] }) {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return { user: null, reason: "missing" as const };
  const { db, now } = c.var.deps;
  const [row] = await db
    .select({ sessionId: sessions.id, id: users.id, role: users.role, email: users.email, emailVerifiedAt: users.emailVerifiedAt, blockedAt: users.blockedAt, deletedAt: users.deletedAt, setupRequired })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(adminTwoFactor, eq(adminTwoFactor.userId, users.id))
    .where(and(eq(sessions.tokenHash, hashToken(match[1])), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
    .limit(1);
  if (!row) return { user: null, reason: "invalid" as const };
  if (row.blockedAt) return { user: null, reason: "blocked" as const };
  if (row.deletedAt) return { user: null, reason: "invalid" as const };
  const user: AuthUser = { id: row.id, role: row.role, email: row.email, emailVerified: row.emailVerifiedAt !== null, sessionId: row.sessionId, twoFactorSetupRequired: Boolean(row.setupRequired) };
  return { user, reason: null };
}

/** Why a request without a usable session is refused: blocked (403), no token, or a dead one (401). */
function refusal(reason: "missing" | "invalid" | "blocked" | null) {
  if (reason === "blocked") return forbidden("Your account has been blocked. Please contact support.", "account_blocked");
  return reason === "missing" ? unauthorized() : unauthorized("Invalid or expired token", "token_expired");
}

/** Requires a logged-in user: 401 without a valid token, 403 for a blocked account. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { user, reason } = await userFromHeader(c);
  if (!user) throw refusal(reason);
  c.set("user", user);
  await next();
});

/** Requires role admin: 401 without a valid token, 403 for anyone else. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const { user, reason } = await userFromHeader(c);
  if (!user) throw refusal(reason);
  if (!isStaffRole(user.role)) throw forbidden("Admin access required");
  c.set("user", user);
  await next();
});

/** After requireAdmin: the staff member's role must reach the route's area (contract/staff-roles.ts, ADR 084). */
export function requireArea(area: AdminArea) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!mayUseArea(currentUser(c).role, area)) throw forbidden(`Your role (${ROLE_LABELS[currentUser(c).role]}) does not include this part of the admin panel.`, "role_forbidden");
    await next();
  });
}

/** The authenticated user of a route behind requireUser/requireAdmin. */
export function currentUser(c: { var: AppEnv["Variables"] }): AuthUser {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
}

/** Reads the session when there is one and goes on without it otherwise: public pages that know their owner. */
export const readOptionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const { user } = await userFromHeader(c);
  if (user) c.set("user", user);
  await next();
});

export const EMAIL_UNVERIFIED = "Confirm your e-mail address first: open the link we sent you, or send a new one from your dashboard.";

/**
 * After requireUser: what is addressed to the account's e-mail (offers, net terms) needs a confirmed address, or
 * whoever registered someone else's address would read and accept what was sent to it (issue 45 finding 2).
 */
export const requireVerifiedEmail = createMiddleware<AppEnv>(async (c, next) => {
  const user = currentUser(c);
  if (!user.emailVerified) throw forbidden(EMAIL_UNVERIFIED, "email_unverified");
  await next();
});
