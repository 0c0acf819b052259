import { RESET_TOKEN_TTL_MINUTES } from "../../../../contract/auth.ts";
import type { MailMessage } from "../../../lib/mail.ts";
import { type MailBrand, button, composeMail, paragraph } from "../../../lib/mail-kit/compose.ts";

/** The password reset e-mail: the link is PUBLIC_URL/reset-password/<token>. */
export function resetMail(opts: { to: string; fullName: string; token: string; brand: MailBrand }): Promise<MailMessage> {
  const { brand } = opts;
  const link = `${brand.publicUrl}/reset-password/${opts.token}`;
  const name = opts.fullName.split(" ")[0] || opts.fullName;
  return composeMail({
    to: opts.to,
    subject: `Reset your ${brand.siteName} password`,
    heading: "Reset your password",
    brand,
    blocks: [
      paragraph(`Hello ${name},`),
      paragraph(`Someone asked to reset the password of your ${brand.siteName} account. To choose a new password, open this link:`),
      button("Reset your password", link),
      paragraph(`The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.`),
    ],
  });
}
