import { formatDate, formatUsd } from "../../../../contract/money.ts";
import type { invoices } from "../../../../db/schema/index.ts";
import type { MailMessage } from "../../../lib/mail.ts";
import { type MailBrand, addressLines, button, composeMail, figures, paragraph, shipTo } from "../../../lib/mail-kit/compose.ts";

type Address = Parameters<typeof addressLines>[0];

/** A net-terms invoice past its due date: what is owed and where to pay (card) or how (transfer, check). */
export function overdueMail(opts: { to: string; name: string; invoice: typeof invoices.$inferSelect; owed: number; link: string; brand: MailBrand }): Promise<MailMessage> {
  const { invoice, brand } = opts;
  const owed = formatUsd(opts.owed);
  const due = formatDate(invoice.dueDate);
  const total = invoice.totalCents / 100;
  return composeMail({
    to: opts.to,
    subject: `${brand.siteName}: invoice ${invoice.invoiceNumber} is overdue (${owed})`,
    heading: `Invoice ${invoice.invoiceNumber} is overdue`,
    brand,
    blocks: [
      paragraph(`Hello ${opts.name},`),
      paragraph(`Invoice ${invoice.invoiceNumber} was due on ${due}; ${owed} is still open.`),
      figures([
        { label: "Invoice total", value: formatUsd(total) },
        { label: "Paid", value: formatUsd(Math.max(0, total - opts.owed)) },
        { label: "Balance due", value: owed, strong: true },
      ]),
      button("Pay by card", opts.link),
      paragraph(`Or by bank transfer or check: call ${brand.salesPhone} or write to ${brand.salesEmail}.`),
    ],
  });
}

/**
 * Deposit orders: 7 days before delivery, the link to pay the balance. It reads "Deposit paid" and "Balance due",
 * never "Total paid": the order is not paid yet.
 */
export function balanceMail(opts: { to: string; name: string; orderRef: string; total: number; paid: number; balance: number; deliveryDate: string; shipTo: Address | null; link: string; brand: MailBrand }): Promise<MailMessage> {
  const amount = formatUsd(opts.balance);
  const day = formatDate(opts.deliveryDate);
  return composeMail({
    to: opts.to,
    subject: `${opts.brand.siteName}: balance of ${amount} due before your delivery on ${day}`,
    heading: `Balance of ${amount} due before ${day}`,
    brand: opts.brand,
    blocks: [
      paragraph(`Hello ${opts.name},`),
      paragraph(`Your order #${opts.orderRef} is scheduled for delivery on ${day}. The balance of ${amount} is due before we deliver.`),
      figures([
        { label: "Order total", value: formatUsd(opts.total) },
        { label: "Deposit paid", value: formatUsd(opts.paid) },
        { label: "Balance due", value: amount, strong: true },
      ]),
      ...(opts.shipTo ? [shipTo(addressLines(opts.shipTo))] : []),
      button("Pay it here", opts.link),
    ],
  });
}
