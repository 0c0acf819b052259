import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { adminTwoFactor, twoFactorRecoveryCodes } from "../../../../db/schema/index.ts";
import type { SecretBox } from "../../../lib/secret-box.ts";
import { hashToken } from "../../../lib/tokens.ts";
import { normalizeRecoveryCode } from "./recovery-codes.ts";
import { acceptedTimeStep } from "./totp.ts";

export type SecondFactor = "totp" | "recovery";

/**
 * Checks a second factor of an enrolled admin and uses it up, in the caller's transaction: an authenticator
 * code records its time step (the claim is one conditional UPDATE, so two requests with the same code cannot
 * both pass), a recovery code is marked used. Null when it is wrong, used, or the admin has no two-factor.
 */
export async function useSecondFactor(tx: DbOrTx, box: SecretBox, userId: string, code: string, now: Date): Promise<SecondFactor | null> {
  const [row] = await tx.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, userId)).limit(1);
  if (!row?.enabledAt) return null;
  const digits = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const step = await acceptedTimeStep(box.open(row.secret), digits, now, row.lastTimeStep);
    if (step === null) return null;
    const fresh = or(isNull(adminTwoFactor.lastTimeStep), lt(adminTwoFactor.lastTimeStep, step));
    const [claimed] = await tx.update(adminTwoFactor).set({ lastTimeStep: step }).where(and(eq(adminTwoFactor.userId, userId), fresh)).returning({ userId: adminTwoFactor.userId });
    return claimed ? "totp" : null;
  }
  const recovery = normalizeRecoveryCode(code);
  if (!recovery) return null;
  const [used] = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, hashToken(recovery)), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return used ? "recovery" : null;
}
