import { and, count, eq, gt, isNull, lt } from "drizzle-orm";
import { isStaffRole } from "../../../../contract/staff-roles.ts";
import type { TwoFactorEnrolment, TwoFactorStatus } from "../../../../contract/two-factor.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { adminTwoFactor, loginTickets, twoFactorRecoveryCodes } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { badRequest, conflict, unauthorized } from "../../../lib/http-errors.ts";
import { createSecretBox } from "../../../lib/secret-box.ts";
import { hashToken, newToken } from "../../../lib/tokens.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { newRecoveryCodes } from "./recovery-codes.ts";
import { type SecondFactor, useSecondFactor } from "./second-factor.ts";
import { getSecuritySettings } from "./security-settings.ts";
import { acceptedTimeStep, newTotpSecret, otpauthUri, qrCodeDataUrl } from "./totp.ts";

type Deps = Pick<AppDeps, "db" | "env">;
const box = (deps: Deps) => createSecretBox(deps.env.TWO_FACTOR_KEY);

export const LOGIN_TICKET_TTL_MS = 5 * 60_000;
export const WRONG_CODE = "That code is not right. Enter the 6-digit code your authenticator app shows now, or an unused recovery code.";
export const TICKET_GONE = "Your sign-in took too long. Log in again with your password.";
export const REQUIRED_CANNOT_DISABLE = "The store requires two-factor sign-in for admins, so it cannot be turned off.";

async function enabledAt(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db.select({ enabledAt: adminTwoFactor.enabledAt }).from(adminTwoFactor).where(eq(adminTwoFactor.userId, userId)).limit(1);
  return row?.enabledAt ?? null;
}

export async function getTwoFactorStatus(db: DbOrTx, userId: string): Promise<TwoFactorStatus> {
  const [on, [left], security] = await Promise.all([
    enabledAt(db, userId),
    db.select({ n: count() }).from(twoFactorRecoveryCodes).where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt))),
    getSecuritySettings(db),
  ]);
  return { enabled: Boolean(on), enabledAt: on?.toISOString() ?? null, recoveryCodesLeft: on ? Number(left.n) : 0, required: security.requireAdminTwoFactor };
}

/** A new secret for an admin without two-factor (an unconfirmed earlier one is replaced). Shown this once. */
export async function startEnrolment(deps: Deps, user: { id: string; email: string }, now: Date): Promise<TwoFactorEnrolment> {
  if (await enabledAt(deps.db, user.id)) throw conflict("Two-factor sign-in is already on. Turn it off before setting up another authenticator.");
  const secret = newTotpSecret();
  const { siteName } = await getSiteSettings(deps.db);
  const uri = otpauthUri(secret, user.email, siteName);
  const sealed = box(deps).seal(secret);
  await deps.db
    .insert(adminTwoFactor)
    .values({ userId: user.id, secret: sealed, createdAt: now })
    .onConflictDoUpdate({ target: adminTwoFactor.userId, set: { secret: sealed, enabledAt: null, lastTimeStep: null, createdAt: now } });
  return { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) };
}

/** Turns two-factor on when the code matches the new secret; answers the ten recovery codes (kept only hashed). */
export async function confirmEnrolment(deps: Deps, userId: string, code: string, now: Date): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, userId)).limit(1);
    if (!row) throw conflict("Start the set-up first: scan the QR code, then enter the code your app shows.");
    if (row.enabledAt) throw conflict("Two-factor sign-in is already on.");
    const step = await acceptedTimeStep(box(deps).open(row.secret), code.replace(/\s/g, ""), now, null);
    if (step === null) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
    await tx.update(adminTwoFactor).set({ enabledAt: now, lastTimeStep: step }).where(eq(adminTwoFactor.userId, userId));
    const codes = newRecoveryCodes();
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.insert(twoFactorRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashToken(c), createdAt: now })));
    await recordAudit(tx, { actorId: userId, action: "two_factor.enabled", entity: "user", entityId: userId, details: {} });
    return codes;
  });
}

/** Turning it off needs a fresh code (a session alone is not enough), and is refused while the store requires it. */
export async function disableTwoFactor(deps: Deps, userId: string, code: string, now: Date): Promise<void> {
  if ((await getSecuritySettings(deps.db)).requireAdminTwoFactor) throw conflict(REQUIRED_CANNOT_DISABLE);
  await deps.db.transaction(async (tx) => {
    if (!(await enabledAt(tx, userId))) throw conflict("Two-factor sign-in is not on.");
    if (!(await useSecondFactor(tx, box(deps), userId, code, now))) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
    await tx.delete(adminTwoFactor).where(eq(adminTwoFactor.userId, userId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await recordAudit(tx, { actorId: userId, action: "two_factor.disabled", entity: "user", entityId: userId, details: {} });
  });
}

/** After a right password: a ticket for the second step when the admin has two-factor on, else null. */
export async function secondStepFor(db: DbOrTx, user: { id: string; role: string }, now: Date) {
  if (!isStaffRole(user.role) || !(await enabledAt(db, user.id))) return null;
  const ticket = newToken();
  const expiresAt = new Date(now.getTime() + LOGIN_TICKET_TTL_MS);
  await db.delete(loginTickets).where(and(eq(loginTickets.userId, user.id), lt(loginTickets.expiresAt, now)));
  await db.insert(loginTickets).values({ userId: user.id, tokenHash: hashToken(ticket), expiresAt, createdAt: now });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/** An admin the store requires to use two-factor who has not set it up: kept out of the admin API until then. */
export async function setupRequiredFor(db: DbOrTx, user: { id: string; role: string }): Promise<boolean> {
  if (!isStaffRole(user.role)) return false;
  const [security, on] = await Promise.all([getSecuritySettings(db), enabledAt(db, user.id)]);
  return security.requireAdminTwoFactor && !on;
}

/** The account a live, unused ticket belongs to (looked up first, so wrong codes are throttled per account). */
export async function ticketOwner(db: DbOrTx, ticket: string, now: Date): Promise<string> {
  const [row] = await db
    .select({ userId: loginTickets.userId })
    .from(loginTickets)
    .where(and(eq(loginTickets.tokenHash, hashToken(ticket)), isNull(loginTickets.usedAt), gt(loginTickets.expiresAt, now)))
    .limit(1);
  if (!row) throw unauthorized(TICKET_GONE, "two_factor_ticket_invalid");
  return row.userId;
}

/** Uses the code and the ticket together: both once. The caller opens the session. */
export async function completeSecondStep(deps: Deps, ticket: string, code: string, now: Date): Promise<{ userId: string; method: SecondFactor }> {
  return deps.db.transaction(async (tx) => {
    const userId = await ticketOwner(tx, ticket, now);
    const method = await useSecondFactor(tx, box(deps), userId, code, now);
    if (!method) throw unauthorized(WRONG_CODE, "two_factor_code_invalid");
    const [claimed] = await tx
      .update(loginTickets)
      .set({ usedAt: now })
      .where(and(eq(loginTickets.tokenHash, hashToken(ticket)), isNull(loginTickets.usedAt)))
      .returning({ id: loginTickets.id });
    if (!claimed) throw unauthorized(TICKET_GONE, "two_factor_ticket_invalid");
    return { userId, method };
  });
}
