import type { MailMessage } from "../../../lib/mail.ts";
import { type MailBrand, button, composeMail, paragraph } from "../../../lib/mail-kit/compose.ts";

/**
 * A short account mail in the shop's layout (ADR 081): paragraphs, then the link as a button (its text part prints
 * "label: link"), signed with the shop's name.
 */
export const plainMail = (to: string, subject: string, paragraphs: string[], brand: MailBrand, action?: { label: string; url: string }): Promise<MailMessage> =>
  composeMail({ to, subject, heading: subject, brand, blocks: [...paragraphs.map(paragraph), ...(action ? [button(action.label, action.url)] : [])] });

export const VERIFY_EMAIL_TTL_HOURS = 72;

/** The registration's (or a resent) link that proves the address is the reader's. */
export const verificationMail = (to: string, link: string, brand: MailBrand) =>
  composeMail({
    to,
    subject: `Confirm your e-mail for ${brand.siteName}`,
    heading: "Confirm your e-mail",
    brand,
    blocks: [
      paragraph("Hello,"),
      paragraph(`Please confirm that this address belongs to your ${brand.siteName} account by opening this link:`),
      button("Confirm my e-mail", link),
      paragraph(`It expires in ${VERIFY_EMAIL_TTL_HOURS} hours. Until you confirm, you can shop and pay by card, but offers and payment terms sent to this address stay hidden. If you did not create an account, ignore this e-mail.`),
    ],
  });

/**
 * Registration and e-mail change answer the same whether or not the address has an account (issue 45 finding 11):
 * the owner learns of the attempt here instead of the person who typed the address.
 */
export const addressInUseMail = (to: string, attempt: "register" | "email-change", brand: MailBrand) =>
  plainMail(to, `Someone used your e-mail address at ${brand.siteName}`, [
    "Hello,",
    attempt === "register"
      ? `Someone tried to register a new ${brand.siteName} account with this address. It already has an account, so nothing was created.`
      : `Someone signed in to another ${brand.siteName} account tried to change its e-mail to this address. It already has an account, so nothing was changed.`,
    `If this was you, log in at ${brand.publicUrl}/auth (or reset your password there). If not, you can ignore this e-mail: your account is unchanged.`,
  ], brand);
