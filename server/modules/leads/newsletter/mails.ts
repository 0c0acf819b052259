import type { Env } from "../../../lib/env.ts";
import type { MailMessage } from "../../../lib/mail.ts";
import { type MailBrand, button, composeMail, mailBrand, paragraph } from "../../../lib/mail-kit/compose.ts";

/** A confirmation link works this long; signing up again mails a new one. */
export const CONFIRM_LINK_DAYS = 7;

/** Links of one subscriber. The same secret token confirms and unsubscribes; only its hash is stored. */
export const newsletterLinks = (env: Env, token: string) => ({
  confirm: `${env.PUBLIC_URL}/newsletter/confirm/${token}`,
  unsubscribe: `${env.PUBLIC_URL}/newsletter/unsubscribe/${token}`,
});

/** Every newsletter mail ends with the way out, in the small print of both parts. */
function newsletterMail(env: Env, brand: Omit<MailBrand, "publicUrl">, email: string, subject: string, heading: string, paragraphs: string[], unsubscribe: string, action?: { label: string; url: string }): Promise<MailMessage> {
  return composeMail({
    to: email,
    subject,
    heading,
    brand: mailBrand(brand, env.PUBLIC_URL),
    blocks: [...paragraphs.map(paragraph), ...(action ? [button(action.label, action.url)] : [])],
    smallPrint: { text: `You receive this because this address was entered in the ${brand.siteName} newsletter box.`, link: { label: "Unsubscribe", url: unsubscribe } },
  });
}

export function confirmationMail(env: Env, brand: Omit<MailBrand, "publicUrl">, email: string, token: string): Promise<MailMessage> {
  const links = newsletterLinks(env, token);
  const { siteName } = brand;
  return newsletterMail(
    env,
    brand,
    email,
    `Confirm your subscription to the ${siteName} newsletter`,
    "Confirm your subscription",
    [
      `Please confirm that you want the ${siteName} newsletter: container deals, new stock and project ideas, about twice a month.`,
      `The link works for ${CONFIRM_LINK_DAYS} days. If you did not sign up, ignore this e-mail and nothing will be sent to you.`,
    ],
    links.unsubscribe,
    { label: "Confirm my subscription", url: links.confirm },
  );
}

export function welcomeMail(env: Env, brand: Omit<MailBrand, "publicUrl">, email: string, token: string): Promise<MailMessage> {
  const { siteName } = brand;
  return newsletterMail(
    env,
    brand,
    email,
    `Welcome to the ${siteName} newsletter`,
    `Welcome to the ${siteName} newsletter`,
    [`You are subscribed to the ${siteName} newsletter. Thank you!`, "Expect container deals, new stock and project ideas about twice a month."],
    newsletterLinks(env, token).unsubscribe,
  );
}
