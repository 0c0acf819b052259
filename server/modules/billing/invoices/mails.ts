import { formatDate, formatUsd } from "../../../../contract/money.ts";
import type { InvoiceDto } from "../../../../contract/orders.ts";
import type { SiteSettings } from "../../../../contract/settings.ts";
import { escapeHtml } from "../../../../contract/escape-html.ts";
import type { MailMessage } from "../../../lib/mail.ts";

/** The invoice e-mail: a short note with the PDF attached. */
export function invoiceMail(opts: {
  invoice: InvoiceDto;
  pdf: Buffer;
  fileName: string;
  settings: Pick<SiteSettings, "siteName" | "salesPhone" | "salesEmail">;
  publicUrl: string;
}): MailMessage {
  const { invoice, settings } = opts;
  const amount = formatUsd(invoice.total);
  const due = formatDate(invoice.dueDate);
  const link = `${opts.publicUrl}/dashboard/invoices`;
  return {
    to: invoice.user.email,
    subject: `${settings.siteName} invoice ${invoice.invoiceNumber} (${amount})`,
    text:
      `Hello ${invoice.user.name},\n\nPlease find attached invoice ${invoice.invoiceNumber} for ${amount}, due ${due}.\n` +
      `You can also see your invoices at ${link}\n\nQuestions? Call ${settings.salesPhone} or write to ${settings.salesEmail}.\n\n${settings.siteName}\n`,
    html:
      `<p>Hello ${escapeHtml(invoice.user.name)},</p>` +
      `<p>Please find attached invoice <strong>${escapeHtml(invoice.invoiceNumber)}</strong> for <strong>${amount}</strong>, due ${due}.</p>` +
      `<p><a href="${escapeHtml(link)}">See your invoices</a></p>` +
      `<p>Questions? Call ${escapeHtml(settings.salesPhone)} or write to ${escapeHtml(settings.salesEmail)}.</p><p>${escapeHtml(settings.siteName)}</p>`,
    attachments: [{ filename: opts.fileName, content: opts.pdf, contentType: "application/pdf" }],
  };
}
