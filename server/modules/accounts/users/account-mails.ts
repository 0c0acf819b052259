import { escapeHtml } from "../../../../contract/escape-html.ts";
import type { MailMessage } from "../../../lib/mail.ts";

/** A short account mail: paragraphs of text, signed with the shop's name (escaped in the HTML part). */
export const plainMail = (to: string, subject: string, paragraphs: string[], siteName: string): MailMessage => ({
  to,
  subject,
  text: `${paragraphs.join("\n\n")}\n\n— ${siteName}\n`,
  html: `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<p>— ${escapeHtml(siteName)}</p>`,
});

export const VERIFY_EMAIL_TTL_HOURS = 72;

/** The registration's (or a resent) link that proves the address is the reader's. */
export const verificationMail = (to: string, link: string, siteName: string) =>
  plainMail(to, `Confirm your e-mail for ${siteName}`, [
    "Hello,",
    `Please confirm that this address belongs to your ${siteName} account by opening this link:`,
    link,
    `It expires in ${VERIFY_EMAIL_TTL_HOURS} hours. Until you confirm, you can shop and pay by card, but offers and payment terms sent to this address stay hidden. If you did not create an account, ignore this e-mail.`,
  ], siteName);

/**
 * Registration and e-mail change answer the same whether or not the address has an account (issue 45 finding 11):
 * the owner learns of the attempt here instead of the person who typed the address.
 */
export const addressInUseMail = (to: string, attempt: "register" | "email-change", publicUrl: string, siteName: string) =>
  plainMail(to, `Someone used your e-mail address at ${siteName}`, [
    "Hello,",
    attempt === "register"
      ? `Someone tried to register a new ${siteName} account with this address. It already has an account, so nothing was created.`
      : `Someone signed in to another ${siteName} account tried to change its e-mail to this address. It already has an account, so nothing was changed.`,
    `If this was you, log in at ${publicUrl}/auth (or reset your password there). If not, you can ignore this e-mail: your account is unchanged.`,
  ], siteName);
