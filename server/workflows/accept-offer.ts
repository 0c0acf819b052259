import { and, eq, isNotNull } from "drizzle-orm";
import { centsToDollars, formatUsd } from "../../contract/money.ts";
import type { DbOrTx } from "../../db/connect.ts";
import { type ShippingAddress, invoices, offers, orderItems, orders, users } from "../../db/schema/index.ts";
import type { AppDeps } from "../lib/deps.ts";
import { HttpError, badRequest } from "../lib/http-errors.ts";
import { assertOpen, bookOfferOrder, dueOnAcceptanceCents, enqueueNetTermsMails, holdOfferStock, myOfferRow, nextInvoiceNumber, shippingAddressFor } from "../modules/sales/index.ts";
import { openInvoicePayment } from "./checkout/payment-page.ts";
import { openNetTermsCents } from "../modules/billing/index.ts";
import { convertReservationToSale } from "../modules/yard/index.ts";
import { TERMS_DAYS, alignBalanceDueDate } from "../modules/orders/index.ts";
import type { OfferRow } from "../modules/sales/index.ts";

const DAY_MS = 86_400_000;
export const NET_TERMS_DAYS = TERMS_DAYS;

function termsText(o: OfferRow, poNumber: string | null): string {
  if (o.paymentTerms === "net30") return `Net ${NET_TERMS_DAYS}: due within ${NET_TERMS_DAYS} days of issue. PO ${poNumber}.`;
  if (o.paymentTerms === "deposit") return `Deposit of ${o.depositPercent}% on acceptance; the balance is due before delivery.`;
  return "Paid by card on acceptance.";
}

async function assertTermsAllowed(tx: DbOrTx, userId: string, totalCents: number) {
  // The customer's row is their terms row: locked, so parallel acceptances are measured one after another.
  const [u] = await tx.select({ limit: users.termsCreditLimitCents }).from(users).where(and(eq(users.id, userId), isNotNull(users.termsCreditLimitCents))).for("update");
  if (!u) throw new HttpError("terms_not_approved", "Your account is not approved for net-30 terms yet. Call us to apply, or ask for an offer paid by card.");
  const owed = await openNetTermsCents(tx, userId);
  if (owed + totalCents > (u.limit as number)) {
    throw new HttpError("terms_not_approved", `This order would pass your credit limit of ${formatUsd(centsToDollars(u.limit as number))} (${formatUsd(centsToDollars(owed))} is open). Pay open invoices first or call us.`);
  }
}

/** Order + lines + invoice with the offer's exact lines and totals, in the caller's transaction. */
async function orderFromOffer(tx: DbOrTx, o: OfferRow, userId: string, poNumber: string | null, now: Date) {
  const address = await shippingAddressFor(tx, userId);
  const shipTo: ShippingAddress = address
    ? { street: address.street, city: address.city, state: address.state, postalCode: address.postalCode, country: address.country, phone: address.phone }
    : { street: "", city: "", state: o.shipToState ?? "", postalCode: o.shipToZip ?? "", country: "USA", phone: null };
  const net = o.paymentTerms === "net30";
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      // Net terms: the order goes ahead now and the invoice is paid later; card terms wait for the payment.
      status: net ? "confirmed" : "pending",
      paymentMethod: net ? "net30" : "card",
      paymentStatus: "pending",
      shippingAddress: shipTo,
      subtotalCents: o.subtotalCents - o.discountCents,
      shippingCents: o.deliveryCents,
      taxCents: o.taxCents,
      taxExemptCertificate: o.taxExemptCertificate,
      totalCents: o.totalCents,
      depositCents: o.paymentTerms === "deposit" ? dueOnAcceptanceCents(o) : null,
      offerId: o.id,
      poNumber,
      // The day agreed in the offer (unless it has passed): the balance reminder (7 days ahead) follows it.
      deliveryDate: o.deliveryOn && o.deliveryOn > now.toISOString().slice(0, 10) ? o.deliveryOn : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(orderItems).values(
    o.lines.map((l) => ({
      orderId: order.id,
      productId: l.productId,
      name: l.name,
      dimension: l.dimension,
      condition: l.condition,
      unitPriceCents: l.unitCents,
      deliveryPriceCents: 0,
      quantity: l.quantity,
      totalCents: l.unitCents * l.quantity,
    })),
  );
  const [invoice] = await tx
    .insert(invoices)
    .values({
      invoiceNumber: await nextInvoiceNumber(tx),
      orderId: order.id,
      userId,
      status: "sent",
      issueDate: now,
      dueDate: new Date(now.getTime() + NET_TERMS_DAYS * DAY_MS),
      subtotalCents: o.subtotalCents,
      discountCents: o.discountCents,
      shippingCents: o.deliveryCents,
      taxCents: o.taxCents,
      totalCents: o.totalCents,
      notes: o.notes,
      terms: termsText(o, poNumber),
    })
    .returning();
  return { order, invoice };
}

/**
 * The customer accepts: once, under the offer's row lock, the order and its invoice are made from the offer.
 * Card terms then open the hosted page for the total or the deposit (accepting again reopens it); net-30 terms
 * need an approved account within its credit limit and a PO number, and the order stands at once.
 */
export async function acceptOffer(deps: AppDeps, userId: string, id: string, poNumber: string | null): Promise<{ url: string | null; orderId: string; invoiceId: string; sessionId: string | null; provider: string | null }> {
  const made = await deps.db.transaction(async (tx) => {
    const o = await myOfferRow(tx, userId, id, true);
    assertOpen(o, deps.now());
    if (o.orderId) {
      const [inv] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, o.orderId));
      const [order] = await tx.select().from(orders).where(eq(orders.id, o.orderId));
      // Nothing paid yet (the page may have expired and given the units back): hold them again.
      if (order.paymentStatus === "pending" && order.status !== "cancelled") await holdOfferStock(tx, { orderId: order.id, userId, lines: o.lines, shipToZip: order.shippingAddress.postalCode || o.shipToZip, now: deps.now() });
      return { orderId: o.orderId, invoiceId: inv.id, net: o.paymentTerms === "net30" };
    }
    const net = o.paymentTerms === "net30";
    if (net && !poNumber) throw badRequest("Enter your purchase order number", { poNumber: "Enter your purchase order number" });
    if (net) await assertTermsAllowed(tx, userId, o.totalCents);
    const { order, invoice } = await orderFromOffer(tx, o, userId, net ? poNumber : null, deps.now());
    // Held at the depots as checkout holds (409 out_of_stock rolls the order back); net 30 sells them now.
    // Booked as a checkout is: depot, truck and a day from the planned one on, under the depot-day lock (the
    // depot is read before the hold changes what each depot has left, as at checkout).
    await bookOfferOrder(tx, { orderId: order.id, lines: o.lines, zip: order.shippingAddress.postalCode || o.shipToZip, preferredDate: o.deliveryOn, now: deps.now() });
    // A deposit's balance is due before delivery: the stored due date is the booked day when that comes first.
    await alignBalanceDueDate(tx, order.id);
    await holdOfferStock(tx, { orderId: order.id, userId, lines: o.lines, shipToZip: order.shippingAddress.postalCode || o.shipToZip, now: deps.now() });
    if (net) await convertReservationToSale(tx, order.id, deps.now());
    await tx.update(offers).set({ status: "accepted", userId, orderId: order.id, poNumber: net ? poNumber : null, respondedAt: deps.now(), updatedAt: deps.now() }).where(eq(offers.id, o.id));
    if (net) await enqueueNetTermsMails(deps, tx, { userId, orderId: order.id, invoiceId: invoice.id, poNumber: poNumber as string, customerName: o.customerName, email: await emailOf(tx, userId) });
    return { orderId: order.id, invoiceId: invoice.id, net };
  });
  if (made.net) return { url: null, orderId: made.orderId, invoiceId: made.invoiceId, sessionId: null, provider: null };
  const page = await openInvoicePayment(deps, userId, made.invoiceId);
  return { url: page.url, orderId: made.orderId, invoiceId: made.invoiceId, sessionId: page.sessionId, provider: deps.payments.active };
}

const emailOf = async (tx: DbOrTx, userId: string) => (await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0].email;
