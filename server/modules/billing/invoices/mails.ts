import { formatDate, formatUsd } from "../../../../contract/money.ts";
import type { InvoiceDto } from "../../../../contract/orders.ts";
import type { MailMessage } from "../../../lib/mail.ts";
import { type MailBrand, addressLines, button, composeMail, figures, invoiceFigures, list, paragraph, shipTo } from "../../../lib/mail-kit/compose.ts";

/** The invoice e-mail: the lines, ship-to and figures, with the PDF attached. */
export function invoiceMail(opts: { invoice: InvoiceDto; pdf: Buffer; fileName: string; brand: MailBrand }): Promise<MailMessage> {
  const { invoice, brand } = opts;
  const amount = formatUsd(invoice.total);
  const due = formatDate(invoice.dueDate);
  const link = `${brand.publicUrl}/dashboard/invoices`;
  return composeMail({
    to: invoice.user.email,
    subject: `${brand.siteName} invoice ${invoice.invoiceNumber} (${amount})`,
    heading: `Invoice ${invoice.invoiceNumber}`,
    brand,
    blocks: [
      paragraph(`Hello ${invoice.user.name},`),
      paragraph(`Please find attached invoice ${invoice.invoiceNumber} for ${amount}, due ${due}.`),
      list(invoice.items.map((i) => `${i.name} × ${i.quantity}: ${formatUsd(i.totalPrice)}`), "Items"),
      figures(invoiceFigures(invoice)),
      ...(invoice.shippingAddress ? [shipTo(addressLines(invoice.shippingAddress))] : []),
      button("See your invoices", link),
      paragraph(`Questions? Call ${brand.salesPhone} or write to ${brand.salesEmail}.`),
    ],
    attachments: [{ filename: opts.fileName, content: opts.pdf, contentType: "application/pdf" }],
  });
}
