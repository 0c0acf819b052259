import { ROLE_LABELS, type UserRole } from "../../../../contract/staff-roles.ts";
import type { MailMessage } from "../../../lib/mail.ts";
import { type MailBrand, button, composeMail, paragraph } from "../../../lib/mail-kit/compose.ts";

/** The invitation of a new staff member: the password link of a reset, worded as a welcome. */
export function staffInviteMail(opts: { to: string; fullName: string; role: UserRole; token: string; brand: MailBrand }): Promise<MailMessage> {
  const { brand } = opts;
  const name = opts.fullName.split(" ")[0] || opts.fullName;
  const where = opts.role === "driver" ? "the driver's page" : "the admin panel";
  return composeMail({
    to: opts.to,
    subject: `You're on the ${brand.siteName} team`,
    heading: `Welcome to the ${brand.siteName} team`,
    brand,
    blocks: [
      paragraph(`Hello ${name},`),
      paragraph(`You have been added to the ${brand.siteName} team as ${ROLE_LABELS[opts.role]}. Choose your password to open ${where}:`),
      button("Choose your password", `${brand.publicUrl}/reset-password/${opts.token}`),
      paragraph('The link works once. If it has expired, use "Forgot password" on the log-in page.'),
    ],
  });
}
