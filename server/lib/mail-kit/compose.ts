import { createElement } from "react";
import type { MailMessage } from "../mail-message.ts";
import type { MailContent } from "./content.ts";
import { BrandedMail } from "./layout.ts";
import { mailText } from "./text.ts";

export * from "./content.ts";
export { mailText } from "./text.ts";

/**
 * A mail ready for the outbox: the branded HTML part and the plain-text part, both from `content`. The renderer
 * (with prettier and html-to-text behind it) loads with the first mail, not at start, as nodemailer does (ADR 038).
 */
export async function composeMail(content: MailContent): Promise<MailMessage> {
  const { render } = await import("@react-email/render");
  const html = await render(createElement(BrandedMail, { content }));
  return { to: content.to, subject: content.subject, text: mailText(content), html, ...(content.attachments ? { attachments: content.attachments } : {}) };
}
export * from "./figures.ts";
