import { formatDate, formatUsd } from "../../../../contract/money.ts";
import { type InvoiceDto, shortId } from "../../../../contract/orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { type MailBrand, addressLines, button, composeMail, figures, invoiceFigures, list, mailBrand, paragraph, shipTo } from "../../../lib/mail-kit/compose.ts";
import { renderInvoicePdf } from "../../billing/index.ts";
import { findInvoiceForUser, pdfFileName } from "../../billing/index.ts";
import { getSiteSettings } from "../../settings/index.ts";

/** The customer's half: the order stands on Net 30, the invoice's lines, figures and ship-to, and how to pay. */
export function netTermsConfirmationMail(o: { invoice: InvoiceDto; orderId: string; poNumber: string; customerName: string; to: string; brand: MailBrand; pdf?: Buffer }) {
  const { invoice, brand } = o;
  const ref = shortId(o.orderId);
  const due = formatDate(invoice.dueDate);
  const total = formatUsd(invoice.total);
  return composeMail({
    to: o.to,
    subject: `Order ${ref} confirmed: invoice ${invoice.invoiceNumber}, ${total} due ${due}`,
    heading: `Order ${ref} confirmed on Net 30`,
    brand,
    blocks: [
      paragraph(`Hi ${o.customerName},`),
      paragraph(`Thank you: order ${ref} is confirmed on Net 30 terms under your PO ${o.poNumber}.`),
      paragraph(`Invoice ${invoice.invoiceNumber} for ${total} is attached; it is due by ${due} (within 30 days of issue).`),
      list(invoice.items.map((i) => `${i.name} × ${i.quantity}`)),
      figures(invoiceFigures(invoice)),
      ...(invoice.shippingAddress ? [shipTo(addressLines(invoice.shippingAddress))] : []),
      button(`Your invoices, and "Pay now" by card if you wish`, `${brand.publicUrl}/dashboard/invoices`),
      paragraph(`Bank transfer or check: quote ${invoice.invoiceNumber}. Questions? Call ${brand.salesPhone}.`),
    ],
    ...(o.pdf ? { attachments: [{ filename: pdfFileName(invoice), content: o.pdf, contentType: "application/pdf" }] } : {}),
  });
}

/**
 * A net-30 acceptance confirms the order without a payment, so the card fulfilment's "payment received" mail
 * never runs: this one tells the customer the order stands, what is owed by when (the invoice PDF attached),
 * and tells sales. Enqueued in the acceptance transaction (outbox), delivered by the mail job.
 */
export async function enqueueNetTermsMails(deps: Pick<AppDeps, "mailer" | "env">, tx: DbOrTx, input: { userId: string; orderId: string; invoiceId: string; poNumber: string; customerName: string; email: string }) {
  const invoice = await findInvoiceForUser(tx, input.userId, input.invoiceId);
  if (!invoice) return;
  const settings = await getSiteSettings(tx);
  const brand = mailBrand(settings, deps.env.PUBLIC_URL);
  const pdf = await renderInvoicePdf(invoice, settings);
  const ref = shortId(input.orderId);
  const due = formatDate(invoice.dueDate);
  const total = formatUsd(invoice.total);
  await deps.mailer.enqueue(tx, await netTermsConfirmationMail({ invoice, orderId: input.orderId, poNumber: input.poNumber, customerName: input.customerName, to: input.email, brand, pdf }));
  await deps.mailer.enqueue(tx, await composeMail({
    to: deps.env.SALES_EMAIL,
    subject: `New net 30 order ${ref} — ${total}, PO ${input.poNumber}`,
    heading: `New net 30 order ${ref}`,
    brand,
    signOff: null,
    blocks: [
      paragraph(`${input.customerName} <${input.email}> accepted an offer on Net 30 terms: order ${ref}, invoice ${invoice.invoiceNumber} for ${total}, due ${due}, PO ${input.poNumber}.`),
      paragraph(`Order id: ${input.orderId}`),
    ],
  }));
}
