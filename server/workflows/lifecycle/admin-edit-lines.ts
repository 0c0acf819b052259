import { and, eq } from "drizzle-orm";
import { centsToDollars } from "../../../contract/money.ts";
import type { OrderLinesEdit } from "../../../contract/order-edit.ts";
import type { PaymentLinkDto } from "../../../contract/receivables.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { addresses, invoices, orderItems, orders } from "../../../db/schema/index.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { HttpError, badRequest, notFound } from "../../lib/http-errors.ts";
import { uuidOr404 } from "../../lib/ids.ts";
import { claimDeliverySlot, keepOrMoveDrop } from "../../modules/logistics/index.ts";
import { type OrderRow, assertBeforeDispatch, orderLedger, toOrderDtos } from "../../modules/orders/index.ts";
import { type PricedLines, priceOrderEdit } from "../../modules/sales/index.ts";
import { convertReservationToSale, releaseReservation, reserveForCheckout, returnSoldUnits } from "../../modules/yard/index.ts";
import { adminPaymentLink } from "../checkout/admin-payment-link.ts";
import { refundLockedOrder } from "../refund/refund.ts";
import type { OrderDto } from "../../../contract/orders.ts";

export type OrderEditResult = { order: OrderDto; owed: number; refunded: number; paymentLink: PaymentLinkDto | null };

/** The ship-to the edit prices to: the customer's address picked, else the order's own (as an address row). */
async function shipToOf(tx: DbOrTx, order: OrderRow, addressId: string | undefined) {
  if (addressId) {
    const [row] = await tx.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, order.userId), eq(addresses.type, "shipping")));
    if (!row) throw badRequest("Pick one of the customer's shipping addresses", { shippingAddressId: "Not a shipping address of this customer" });
    return row;
  }
  const a = order.shippingAddress;
  return { id: order.id, userId: order.userId, type: "shipping", isDefault: false, createdAt: order.createdAt, updatedAt: order.updatedAt, ...a } as unknown as typeof addresses.$inferSelect;
}

/** The order's units under the stock locks: given back, then held (and sold again when it was) for the new lines. */
async function reholdUnits(tx: DbOrTx, order: OrderRow, priced: PricedLines, zip: string, now: Date) {
  await releaseReservation(tx, order.id, now);
  const wasSold = (await returnSoldUnits(tx, order.id, now)) > 0;
  await reserveForCheckout(tx, { orderId: order.id, userId: order.userId, lines: priced.lines, shipToZip: zip, now, keepOtherHolds: true });
  if (wasSold) await convertReservationToSale(tx, order.id, now);
}

/**
 * The drop for the new lines under the day's lock: the depot, truck and trucks they need; the day asked (409
 * delivery_day_full), else the booked day kept while a truck is free there, or the first free day after it.
 */
async function rebook(tx: DbOrTx, order: OrderRow, priced: PricedLines, date: string | undefined, now: Date): Promise<void> {
  const b = priced.booking;
  if (!b) return;
  const columns = { deliveryDepotId: b.depot.id, deliveryTruck: b.truck, deliveryTrucks: b.trucks, deliveryMiles: b.miles, deliveryLeadDays: b.leadBusinessDays };
  const [row] = await tx.update(orders).set({ ...columns, updatedAt: now }).where(eq(orders.id, order.id)).returning();
  if (!date) {
    await keepOrMoveDrop(tx, row, now);
    return;
  }
  await claimDeliverySlot(tx, { depotId: b.depot.id, truck: b.truck, trucks: b.trucks, from: now, leadBusinessDays: b.leadBusinessDays, ignoreOrderId: order.id, date });
  await tx.update(orders).set({ deliveryDate: date }).where(eq(orders.id, order.id));
}

/**
 * PATCH /admin/orders/{id}/lines (docs/decisions/089): before dispatch, the order's lines are replaced and the whole
 * order re-priced as checkout prices a cart, in one transaction with the order locked: units re-held under the stock
 * locks, the drop kept or moved under the day's lock, lines, totals and invoice rewritten. More than was paid is owed
 * on the invoice (its balance grows; the answer carries the admin's payment link for it); less is refunded through
 * the refund path. Offer orders and custom builds are edited through their offer or build, not here (409).
 */
export async function editOrderLinesByAdmin(deps: AppDeps, actorId: string, id: string, input: OrderLinesEdit): Promise<OrderEditResult> {
  const orderId = uuidOr404(id, "Order not found");
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw notFound("Order not found");
    assertBeforeDispatch(order, "edited");
    const old = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    if (order.offerId || old.some((i) => i.designId || !i.productId)) throw new HttpError("transition_not_allowed", "An offer's or a custom build's order is changed through its offer or build.");
    const shipTo = await shipToOf(tx, order, input.shippingAddressId);
    const asked = input.lines.map((l) => ({ ...l, deliveryMethod: l.deliveryMethod ?? old.find((i) => i.productId === l.productId)?.deliveryMethod ?? null }));
    const priced = await priceOrderEdit(tx, order.userId, asked, shipTo, now);
    if (priced.areaProblem) throw new HttpError("out_of_area", priced.areaProblem, { errors: { shippingAddressId: priced.areaProblem } });
    const lineProblem = [...priced.lineDelivery.values()].find((d) => d.problem)?.problem;
    if (lineProblem) throw badRequest(lineProblem, { lines: lineProblem });
    if (priced.rental.extraCents) throw badRequest("Rental lines are changed from the rental, not here", { lines: "Remove the rental line" });
    await reholdUnits(tx, order, priced, shipTo.postalCode, now);
    await rebook(tx, order, priced, input.deliveryDate, now);

    const t = priced.totals;
    const money = await orderLedger(tx, orderId);
    const net = money.paidCents - money.refundedCents;
    const paymentStatus = net <= 0 ? order.paymentStatus : net >= t.totalCents ? "paid" : "deposit_paid";
    const shippingAddress = { street: shipTo.street, city: shipTo.city, state: shipTo.state, postalCode: shipTo.postalCode, country: shipTo.country, phone: shipTo.phone };
    const totals = { subtotalCents: t.subtotalCents, shippingCents: t.shippingCents, taxCents: t.taxCents, totalCents: t.totalCents };
    const [edited] = await tx.update(orders).set({ ...totals, shippingAddress, paymentStatus, taxExemptCertificate: priced.taxExemptCertificate, cartFingerprint: null, updatedAt: now }).where(eq(orders.id, orderId)).returning();
    await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
    await tx.insert(orderItems).values(priced.lines.map((l) => ({ orderId, productId: l.productId, name: l.name, sku: l.sku, image: l.image, dimension: l.dimension, condition: l.condition, deliveryMethod: l.deliveryMethod, unitPriceCents: l.unitCents, deliveryPriceCents: l.deliveryCents, quantity: l.quantity, totalCents: l.totalCents })));
    const owedCents = Math.max(0, t.totalCents - net);
    const [invoice] = await tx.update(invoices).set({ ...totals, ...(owedCents > 0 ? { status: "sent" } : {}), updatedAt: now }).where(eq(invoices.orderId, orderId)).returning();
    const refundCents = net > t.totalCents ? net - t.totalCents : 0;
    if (refundCents) await refundLockedOrder(deps, tx, actorId, edited, refundCents, { amount: centsToDollars(refundCents), reason: "Order changed: lines removed", restock: false });
    const details = { from: { totalCents: order.totalCents, lines: old.map((i) => [i.name, i.quantity]) }, to: { totalCents: t.totalCents, lines: priced.lines.map((l) => [l.name, l.quantity]) }, owedCents, refundCents };
    await recordAudit(tx, { actorId, action: "order.lines_changed", entity: "order", entityId: orderId, details });
    return { invoiceId: invoice?.id ?? null, owedCents, refundCents, byLink: order.paymentMethod !== "net30" };
  });
  // What is owed is asked for through the admin's payment link (ADR 086): the very page the customer's "Pay" opens,
  // which also replaces an open page for the old amount. Net-30 orders are billed on their terms instead.
  const paymentLink = done.owedCents > 0 && done.byLink && done.invoiceId ? await adminPaymentLink(deps, actorId, done.invoiceId, false) : null;
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  const [order] = await toOrderDtos(deps.db, [row], { withUser: true });
  return { order, owed: centsToDollars(done.owedCents), refunded: centsToDollars(done.refundCents), paymentLink };
}
