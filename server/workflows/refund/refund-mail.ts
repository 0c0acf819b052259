import { escapeHtml } from "../../../contract/escape-html.ts";
import { formatUsd } from "../../../contract/money.ts";
import type { SiteSettings } from "../../../contract/settings.ts";
import type { MailMessage } from "../../lib/mail.ts";
import type { CreditNote } from "../../modules/billing/index.ts";

/** Tells the customer money is on its way back, with the credit note attached. */
export function refundMail(opts: {
  note: CreditNote;
  pdf: Buffer;
  settings: Pick<SiteSettings, "siteName" | "salesPhone" | "salesEmail">;
  publicUrl: string;
  refundedAll: boolean;
}): MailMessage {
  const { note, settings } = opts;
  const amount = formatUsd(note.amountCents / 100);
  const what = opts.refundedAll ? "the rest of your payment" : "part of your payment";
  const link = `${opts.publicUrl}/dashboard/orders`;
  return {
    to: note.customer.email,
    subject: `${settings.siteName} refund of ${amount} for order #${note.orderRef} (credit note ${note.number})`,
    text:
      `Hello ${note.customer.name},\n\nWe refunded ${amount}, ${what} for order #${note.orderRef}.\nReason: ${note.reason}\n` +
      `Banks take 5-10 business days to show it on your card. Credit note ${note.number} (against invoice ${note.invoiceNumber}) is attached.\n` +
      `Your orders: ${link}\n\nQuestions? Call ${settings.salesPhone} or write to ${settings.salesEmail}.\n\n${settings.siteName}\n`,
    html:
      `<p>Hello ${escapeHtml(note.customer.name)},</p><p>We refunded <strong>${amount}</strong>, ${what} for order #${escapeHtml(note.orderRef)}.<br>Reason: ${escapeHtml(note.reason)}</p>` +
      `<p>Banks take 5-10 business days to show it on your card. Credit note <strong>${escapeHtml(note.number)}</strong> (against invoice ${escapeHtml(note.invoiceNumber)}) is attached.</p>` +
      `<p><a href="${escapeHtml(link)}">See your orders</a></p><p>Questions? Call ${escapeHtml(settings.salesPhone)} or write to ${escapeHtml(settings.salesEmail)}.</p><p>${escapeHtml(settings.siteName)}</p>`,
    attachments: [{ filename: `${note.number}.pdf`, content: opts.pdf, contentType: "application/pdf" }],
  };
}
