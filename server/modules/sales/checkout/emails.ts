import { eq } from "drizzle-orm";
import { bookingLines } from "../../../../contract/delivery-booking.ts";
import { orderLineAmounts } from "../../../../contract/line-amounts.ts";
import { escapeHtml } from "../../../../contract/escape-html.ts";
import { formatUsd } from "../../../../contract/money.ts";
import { orderTotalsRows, rentalBreakdownText } from "../../../../contract/rental-breakdown-rows.ts";
import { shortId } from "../../../../contract/orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices, orders, users } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { toOrderDtos } from "../../orders/index.ts";
import { paymentSummary } from "./payment-summary.ts";


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
  const ref = shortId(dto.id);
  const a = dto.shippingAddress;
  // The booked drop (issue 17); an order without one is scheduled by phone, as before.
  const booking = bookingLines(dto.delivery);
  // The same line wording as the cart, receipt and PDF (contract/line-amounts.ts); a rental line reads as the
  // rental breakdown the cart and product page showed (ADR 076), not as a sale's "= line total".
  const rental = dto.rental ?? null;
  const rented = new Set(rental?.lines.map((l) => `${l.name}|${l.variant}`));
  const itemLines = dto.items.flatMap((i) => {
    if (rented.has(`${i.name}|${i.dimension}`)) return [];
    const options = [i.dimension, i.selectedCondition?.condition].filter(Boolean).join(", ");
    return [`${i.name}${options ? ` (${options})` : ""}: ${orderLineAmounts(i).breakdown}`];
  });
  if (rental) itemLines.push(...rental.lines.map((l) => `${l.quantity} × ${l.name}${l.variant && !l.name.includes(l.variant) ? ` (${l.variant})` : ""}, rented`), `Rental: ${rentalBreakdownText(rental)}`);
  const summary = [
    ...itemLines,
    "",
    // Deposits and waivers on their own row, as in the cart (the stored subtotal holds them).
    ...orderTotalsRows(dto).map(([label, value]) => `${label}: ${formatUsd(value)}`),
    `Total: ${formatUsd(dto.total)}`,
    money.line,
    "",
    `Ship to: ${a.street}, ${a.city}, ${a.state} ${a.postalCode}, ${a.country}`,
    ...booking.map((l) => `${l.label}: ${l.value}`),
  ];
  const publicUrl = deps.env.PUBLIC_URL;
  const customerText = [
    `Hi ${row.name},`,
    "",
    `Thank you for your order. Your payment was received and order ${ref} is confirmed (invoice ${row.invoiceNumber}).`,
    "",
    ...summary,
    "",
    `Track it in your account: ${publicUrl}/dashboard/orders`,
    booking.length ? "We will e-mail you a reminder two business days before the delivery." : "We will call you to schedule the delivery date.",
  ].join("\n");
  const bookingHtml = booking.length
    ? `<p><strong>Delivery</strong><br>${booking.map((l) => `${escapeHtml(l.label)}: ${escapeHtml(l.value)}`).join("<br>")}</p>`
    : "";
  const html = `<p>Hi ${escapeHtml(row.name)},</p><p>Thank you for your order. Your payment was received and order <strong>${ref}</strong> is confirmed (invoice ${escapeHtml(row.invoiceNumber)}).</p><ul>${itemLines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul><p>Total: <strong>${formatUsd(dto.total)}</strong><br>${escapeHtml(money.line)}</p>${bookingHtml}<p><a href="${publicUrl}/dashboard/orders">View your orders</a></p>`;
  await deps.mailer.enqueue(tx, { to: row.email, subject: `Order ${ref} confirmed`, text: customerText, html });
  await deps.mailer.enqueue(tx, {
    to: deps.env.SALES_EMAIL,
    subject: money.inFull ? `New paid order ${ref} — ${formatUsd(dto.total)}` : `New order ${ref}: deposit ${formatUsd(money.paidCents / 100)} paid of ${formatUsd(dto.total)}`,
    text: [`${row.name} <${row.email}> paid order ${ref} (invoice ${row.invoiceNumber}).`, "", ...summary, "", `Order id: ${dto.id}`].join("\n"),
  });
}

/** The balance of a deposit order came in: the customer and sales are told, the order is paid in full. */
export async function enqueueBalancePaidEmails(deps: AppDeps, tx: DbOrTx, orderId: string): Promise<void> {
  const [row] = await tx
    .select({ invoiceNumber: invoices.invoiceNumber, name: users.fullName, email: users.email })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return;
  const money = await paymentSummary(tx, orderId);
  const ref = shortId(orderId);
  const text = [`Hi ${row.name},`, "", `We received the balance of order ${ref} (invoice ${row.invoiceNumber}). ${money.line}.`, "", `Track it in your account: ${deps.env.PUBLIC_URL}/dashboard/orders`].join("\n");
  await deps.mailer.enqueue(tx, { to: row.email, subject: `Balance received for order ${ref}`, text, html: `<p>Hi ${escapeHtml(row.name)},</p><p>We received the balance of order <strong>${ref}</strong> (invoice ${escapeHtml(row.invoiceNumber)}). ${escapeHtml(money.line)}.</p>` });
  await deps.mailer.enqueue(tx, { to: deps.env.SALES_EMAIL, subject: `Balance paid for order ${ref}`, text: `${row.name} <${row.email}> paid the balance of order ${ref} (invoice ${row.invoiceNumber}). ${money.line}.` });
}
