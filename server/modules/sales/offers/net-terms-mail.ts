import { escapeHtml } from "../../../../contract/escape-html.ts";
import { formatDate, formatUsd } from "../../../../contract/money.ts";
import { shortId } from "../../../../contract/orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { renderInvoicePdf } from "../../billing/index.ts";
import { findInvoiceForUser, pdfFileName } from "../../billing/index.ts";
import { getSiteSettings } from "../../settings/index.ts";

/**
 * A net-30 acceptance confirms the order without a payment, so the card fulfilment's "payment received" mail
 * never runs: this one tells the customer the order stands, what is owed by when (the invoice PDF attached),
 * and tells sales. Enqueued in the acceptance transaction (outbox), delivered by the mail job.
 */
export async function enqueueNetTermsMails(deps: Pick<AppDeps, "mailer" | "env">, tx: DbOrTx, input: { userId: string; orderId: string; invoiceId: string; poNumber: string; customerName: string; email: string }) {
  const invoice = await findInvoiceForUser(tx, input.userId, input.invoiceId);
  if (!invoice) return;
  const settings = await getSiteSettings(tx);
  const pdf = await renderInvoicePdf(invoice, settings);
  const ref = shortId(input.orderId);
  const due = formatDate(invoice.dueDate);
  const total = formatUsd(invoice.total);
  const link = `${deps.env.PUBLIC_URL}/dashboard/invoices`;
  const lines = invoice.items.map((i) => `${i.name} × ${i.quantity}`);
  await deps.mailer.enqueue(tx, {
    to: input.email,
    subject: `Order ${ref} confirmed: invoice ${invoice.invoiceNumber}, ${total} due ${due}`,
    text: [
      `Hi ${input.customerName},`,
      "",
      `Thank you: order ${ref} is confirmed on Net 30 terms under your PO ${input.poNumber}.`,
      `Invoice ${invoice.invoiceNumber} for ${total} is attached; it is due by ${due} (within 30 days of issue).`,
      "",
      ...lines,
      "",
      `Your invoices, and "Pay now" by card if you wish: ${link}`,
      `Bank transfer or check: quote ${invoice.invoiceNumber}. Questions? Call ${settings.salesPhone}.`,
      "",
      settings.siteName,
    ].join("\n"),
    html:
      `<p>Hi ${escapeHtml(input.customerName)},</p><p>Thank you: order <strong>${ref}</strong> is confirmed on Net 30 terms under your PO ${escapeHtml(input.poNumber)}.</p>` +
      `<p>Invoice ${escapeHtml(invoice.invoiceNumber)} for <strong>${total}</strong> is attached; it is due by ${escapeHtml(due)}.</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>` +
      `<p><a href="${escapeHtml(link)}">Your invoices</a></p><p>Bank transfer or check: quote ${escapeHtml(invoice.invoiceNumber)}. Questions? Call ${escapeHtml(settings.salesPhone)}.</p>`,
    attachments: [{ filename: pdfFileName(invoice), content: pdf, contentType: "application/pdf" }],
  });
  await deps.mailer.enqueue(tx, {
    to: deps.env.SALES_EMAIL,
    subject: `New net 30 order ${ref} — ${total}, PO ${input.poNumber}`,
    text: `${input.customerName} <${input.email}> accepted an offer on Net 30 terms: order ${ref}, invoice ${invoice.invoiceNumber} for ${total}, due ${due}, PO ${input.poNumber}.\n\nOrder id: ${input.orderId}\n`,
  });
}
