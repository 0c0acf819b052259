import { escapeHtml } from "../../../../contract/escape-html.ts";
import { formatUsd } from "../../../../contract/money.ts";
import type { SiteSettings } from "../../../../contract/settings.ts";
import type { MailMessage } from "../../../lib/mail.ts";
import { payLink } from "../terms/jobs.ts";

/**
 * The admin's payment link, mailed: the hosted page for what is owed now, and the account's invoice page as the way
 * back once that page has expired (a hosted page lives a day at most; the invoice page opens a fresh one).
 */
export function paymentLinkMail(opts: { to: string; name: string; invoiceId: string; invoiceNumber: string; amount: number; url: string; publicUrl: string; settings: Pick<SiteSettings, "siteName" | "salesPhone"> }): MailMessage {
  const amount = formatUsd(opts.amount);
  const later = payLink(opts.publicUrl, opts.invoiceId);
  const { siteName, salesPhone } = opts.settings;
  return {
    to: opts.to,
    subject: `${siteName}: pay invoice ${opts.invoiceNumber} (${amount})`,
    text: `Hello ${opts.name},\n\n${amount} is open on invoice ${opts.invoiceNumber}. Pay it by card here: ${opts.url}\n\nIf the link has expired, sign in and pay from your invoices: ${later}\nQuestions? Call ${salesPhone}.\n\n${siteName}\n`,
    html: `<p>Hello ${escapeHtml(opts.name)},</p><p><strong>${amount}</strong> is open on invoice ${escapeHtml(opts.invoiceNumber)}.</p><p><a href="${escapeHtml(opts.url)}">Pay by card</a></p><p>If the link has expired, <a href="${escapeHtml(later)}">sign in and pay from your invoices</a>. Questions? Call ${escapeHtml(salesPhone)}.</p><p>${escapeHtml(siteName)}</p>`,
  };
}
