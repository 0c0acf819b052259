import { z } from "zod";
import { secondFactorCode } from "./auth.ts";

/** Two-factor sign-in (TOTP) of the signed-in admin; the secret is never part of any answer after enrolment. */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The store's switch: admins must use two-factor sign-in. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** Shown once while enrolling: scan the QR code or type the secret, then confirm with a code. */
export const twoFactorEnrolment = z.object({ secret: z.string(), otpauthUri: z.string(), qrCode: z.string() });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

export const twoFactorCodeInput = z.object({ code: secondFactorCode });

/** Answered once, when enrolment is confirmed: the plain recovery codes are not kept. */
export const recoveryCodesDto = z.object({ recoveryCodes: z.array(z.string()) });

/** The `settings` row that holds the store-wide security switches (not part of the public site settings). */
export const SECURITY_SETTINGS_KEY = "security";
export const securitySettings = z.object({ requireAdminTwoFactor: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettings>;

export const RECOVERY_CODE_COUNT = 10;
