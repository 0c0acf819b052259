import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { adminTwoFactor } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { createSecretBox } from "../../../lib/secret-box.ts";
import { useSecondFactor } from "../two-factor/second-factor.ts";

export const CODE_NEEDED = "Changing another admin needs your two-factor code: enter the 6-digit code your authenticator app shows now.";
const NO_TWO_FACTOR = "Changing another admin needs your two-factor code: set up two-factor sign-in first (Settings → Security).";

/** The acting admin's own second factor, entered again for this change (a stolen admin session alone is not enough). */
export async function assertCodeReentered(deps: Pick<AppDeps, "env">, tx: DbOrTx, actorId: string, code: string | undefined, now: Date) {
  if (!code) throw new HttpError("two_factor_reentry_required", CODE_NEEDED, { errors: { twoFactorCode: CODE_NEEDED } });
  const used = await useSecondFactor(tx, createSecretBox(deps.env.TWO_FACTOR_KEY), actorId, code, now);
  if (used) return;
  const { enabled } = await twoFactorOn(tx, actorId);
  const message = enabled ? CODE_NEEDED : NO_TWO_FACTOR;
  throw new HttpError("two_factor_reentry_required", message, { errors: { twoFactorCode: enabled ? "That code is not right." : message } });
}

async function twoFactorOn(tx: DbOrTx, userId: string) {
  const [row] = await tx.select({ enabledAt: adminTwoFactor.enabledAt }).from(adminTwoFactor).where(eq(adminTwoFactor.userId, userId)).limit(1);
  return { enabled: Boolean(row?.enabledAt) };
}
