import { eq } from "drizzle-orm";
import { bookingLines } from "../../../../contract/delivery-booking.ts";
import { orderLineAmounts } from "../../../../contract/line-amounts.ts";
import { formatUsd } from "../../../../contract/money.ts";
import { orderTotalsRows, rentalBreakdownText } from "../../../../contract/rental-breakdown-rows.ts";
import { type OrderDto, shortId } from "../../../../contract/orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices, orders, users } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { type MailBlock, type MailBrand, addressLines, button, composeMail, figures, list, mailBrand, paragraph, rows, shipTo } from "../../../lib/mail-kit/compose.ts";
import { toOrderDtos } from "../../orders/index.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { type PaymentSummary, paymentSummary } from "./payment-summary.ts";

/**
 * An order's lines, figures, ship-to and booked drop as mail blocks, the same in the customer's confirmation and
 * the sales notice. The same line wording as the cart, receipt and PDF (contract/line-amounts.ts); a rental line
 * reads as the rental breakdown the cart and product page showed (ADR 076), not as a sale's "= line total".
 */
export function orderSummaryBlocks(dto: OrderDto, money: Pick<PaymentSummary, "line">): MailBlock[] {
  const rental = dto.rental ?? null;
  const rented = new Set(rental?.lines.map((l) => `${l.name}|${l.variant}`));
  const itemLines = dto.items.flatMap((i) => {
    if (rented.has(`${i.name}|${i.dimension}`)) return [];
    const options = [i.dimension, i.selectedCondition?.condition].filter(Boolean).join(", ");
    return [`${i.name}${options ? ` (${options})` : ""}: ${orderLineAmounts(i).breakdown}`];
  });
  if (rental) itemLines.push(...rental.lines.map((l) => `${l.quantity} × ${l.name}${l.variant && !l.name.includes(l.variant) ? ` (${l.variant})` : ""}, rented`), `Rental: ${rentalBreakdownText(rental)}`);
  // The booked drop (issue 17); an order without one is scheduled by phone, as before.
  const booking = bookingLines(dto.delivery);
  return [
    list(itemLines),
    // Deposits and waivers on their own row, as in the cart (the stored subtotal holds them). What was paid is the
    // ledger's line: "Total paid" only when paid in full, else "Deposit paid $X, balance $Y due by DATE".
    figures([...orderTotalsRows(dto).map(([label, value]) => ({ label, value: formatUsd(value) })), { label: "Total", value: formatUsd(dto.total), strong: true }, { label: "", value: money.line, muted: true }]),
    shipTo(addressLines(dto.shippingAddress)),
    ...(booking.length ? [rows(booking.map((l) => [l.label, l.value]), "Delivery")] : []),
  ];
}

/** The customer's confirmation: what was bought, the whole breakdown, what was paid, where it goes and when. */
export function orderConfirmationMail(o: { to: string; name: string; invoiceNumber: string; dto: OrderDto; money: PaymentSummary; brand: MailBrand }) {
  const ref = shortId(o.dto.id);
  return composeMail({
    to: o.to,
    subject: `Order ${ref} confirmed`,
    heading: `Order ${ref} confirmed`,
    brand: o.brand,
    blocks: [
      paragraph(`Hi ${o.name},`),
      paragraph(`Thank you for your order. Your payment was received and order ${ref} is confirmed (invoice ${o.invoiceNumber}).`),
      ...orderSummaryBlocks(o.dto, o.money),
      button("Track it in your account", `${o.brand.publicUrl}/dashboard/orders`),
      paragraph(bookingLines(o.dto.delivery).length ? "We will e-mail you a reminder two business days before the delivery." : "We will call you to schedule the delivery date."),
    ],
  });
}

/** The balance of a deposit order came in: the order is paid in full, with its breakdown and ship-to. */
export function balanceReceivedMail(o: { to: string; name: string; invoiceNumber: string; dto: OrderDto; money: PaymentSummary; brand: MailBrand }) {
  const ref = shortId(o.dto.id);
  return composeMail({
    to: o.to,
    subject: `Balance received for order ${ref}`,
    heading: `Balance received for order ${ref}`,
    brand: o.brand,
    blocks: [
      paragraph(`Hi ${o.name},`),
      paragraph(`We received the balance of order ${ref} (invoice ${o.invoiceNumber}). ${o.money.line}.`),
      ...orderSummaryBlocks(o.dto, o.money),
      button("Track it in your account", `${o.brand.publicUrl}/dashboard/orders`),
    ],
  });
}

const brandOf = async (deps: Pick<AppDeps, "env">, tx: DbOrTx) => mailBrand(await getSiteSettings(tx), deps.env.PUBLIC_URL);

/** The customer's confirmation and the sales team's notice, enqueued in the fulfilment transaction `tx`. */
export async function enqueueOrderEmails(deps: AppDeps, tx: DbOrTx, orderId: string): Promise<void> {
  const [row] = await tx
    .select({ order: orders, invoiceNumber: invoices.invoiceNumber, name: users.fullName, email: users.email })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return;
  const [dto] = await toOrderDtos(tx, [row.order]);
  const money = await paymentSummary(tx, orderId);
  const brand = await brandOf(deps, tx);
  const ref = shortId(dto.id);
  await deps.mailer.enqueue(tx, await orderConfirmationMail({ to: row.email, name: row.name, invoiceNumber: row.invoiceNumber, dto, money, brand }));
  await deps.mailer.enqueue(tx, await composeMail({
    to: deps.env.SALES_EMAIL,
    subject: money.inFull ? `New paid order ${ref} — ${formatUsd(dto.total)}` : `New order ${ref}: deposit ${formatUsd(money.paidCents / 100)} paid of ${formatUsd(dto.total)}`,
    heading: `New order ${ref}`,
    brand,
    signOff: null,
    blocks: [paragraph(`${row.name} <${row.email}> paid order ${ref} (invoice ${row.invoiceNumber}).`), ...orderSummaryBlocks(dto, money), paragraph(`Order id: ${dto.id}`)],
  }));
}

/** The balance of a deposit order came in: the customer and sales are told, the order is paid in full. */
export async function enqueueBalancePaidEmails(deps: AppDeps, tx: DbOrTx, orderId: string): Promise<void> {
  const [row] = await tx
    .select({ order: orders, invoiceNumber: invoices.invoiceNumber, name: users.fullName, email: users.email })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return;
  const [dto] = await toOrderDtos(tx, [row.order]);
  const money = await paymentSummary(tx, orderId);
  const brand = await brandOf(deps, tx);
  const ref = shortId(orderId);
  await deps.mailer.enqueue(tx, await balanceReceivedMail({ to: row.email, name: row.name, invoiceNumber: row.invoiceNumber, dto, money, brand }));
  await deps.mailer.enqueue(tx, await composeMail({
    to: deps.env.SALES_EMAIL,
    subject: `Balance paid for order ${ref}`,
    heading: `Balance paid for order ${ref}`,
    brand,
    signOff: null,
    blocks: [paragraph(`${row.name} <${row.email}> paid the balance of order ${ref} (invoice ${row.invoiceNumber}). ${money.line}.`)],
  }));
}
