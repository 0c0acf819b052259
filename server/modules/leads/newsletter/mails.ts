import type { Env } from "../../../lib/env.ts";
import { escapeHtml } from "../../../../contract/escape-html.ts";
import type { MailMessage } from "../../../lib/mail.ts";

/** A confirmation link works this long; signing up again mails a new one. */
export const CONFIRM_LINK_DAYS = 7;

/** Links of one subscriber. The same secret token confirms and unsubscribes; only its hash is stored. */
export const newsletterLinks = (env: Env, token: string) => ({
  confirm: `${env.PUBLIC_URL}/newsletter/confirm/${token}`,
  unsubscribe: `${env.PUBLIC_URL}/newsletter/unsubscribe/${token}`,
});

/** Every newsletter mail ends with the way out. */
function withUnsubscribe(siteName: string, paragraphs: string[], unsubscribe: string, action?: { label: string; url: string }) {
  const footer = `You receive this because this address was entered in the ${siteName} newsletter box. Unsubscribe: ${unsubscribe}`;
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), "—", footer].join("\n\n");
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#ea580c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : "";
  const html = `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}${button}<hr><p style="font-size:12px;color:#64748b">You receive this because this address was entered in the ${escapeHtml(siteName)} newsletter box. <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>`;
  return { text, html };
}

export function confirmationMail(env: Env, siteName: string, email: string, token: string): MailMessage {
  const links = newsletterLinks(env, token);
  const body = withUnsubscribe(
    siteName,
    [
      `Please confirm that you want the ${siteName} newsletter: container deals, new stock and project ideas, about twice a month.`,
      `The link works for ${CONFIRM_LINK_DAYS} days. If you did not sign up, ignore this e-mail and nothing will be sent to you.`,
    ],
    links.unsubscribe,
    { label: "Confirm my subscription", url: links.confirm },
  );
  return { to: email, subject: `Confirm your subscription to the ${siteName} newsletter`, ...body };
}

export function welcomeMail(env: Env, siteName: string, email: string, token: string): MailMessage {
  const body = withUnsubscribe(
    siteName,
    [`You are subscribed to the ${siteName} newsletter. Thank you!`, "Expect container deals, new stock and project ideas about twice a month."],
    newsletterLinks(env, token).unsubscribe,
  );
  return { to: email, subject: `Welcome to the ${siteName} newsletter`, ...body };
}
