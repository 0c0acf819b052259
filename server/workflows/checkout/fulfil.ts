import { and, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/connect.ts";
import { cartItems, carts, invoices, orderItems, orders, payments } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { HttpError, notFound } from "../../lib/http-errors.ts";
import { enqueueBalancePaidEmails, enqueueOrderEmails, lockCart, markSessionUnpaid } from "../../modules/sales/index.ts";
import { createRentalAgreements, paidCents, providerOrThrow, recordPaymentAttempt } from "../../modules/billing/index.ts";
import { convertReservationToSale } from "../../modules/yard/index.ts";
import { keepOrMoveDrop } from "../../modules/logistics/index.ts";

export type FulfilResult = { orderId: string; invoiceId: string; invoiceNumber: string; paymentStatus: string; fulfilledNow: boolean };

async function orderOfSession(deps: AppDeps, provider: string, sessionId: string) {
  const [row] = await deps.db
    .select({ order: orders, invoiceId: invoices.id, invoiceNumber: invoices.invoiceNumber })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .where(and(eq(orders.provider, provider), eq(orders.providerSessionId, sessionId)))
    .limit(1);
  return row ?? null;
}

/**
 * Takes the ordered quantities out of the cart, and nothing else: lines added (or quantities raised) while
 * the payment page was open stay for the next order. Orders made before lines were linked clear the cart.
 * The site checklist stays too, marked as the last order's, so the next cart says where it came from.
 */
async function removeOrderedLines(tx: DbOrTx, orderId: string, userId: string) {
  const cart = await lockCart(tx, userId);
  await tx.update(carts).set({ siteFromLastOrder: true }).where(eq(carts.id, cart.id));
  const ordered = await tx.select({ cartItemId: orderItems.cartItemId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId));
  if (ordered.some((o) => !o.cartItemId)) {
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    return;
  }
  for (const { cartItemId, quantity } of ordered) {
    const line = and(eq(cartItems.cartId, cart.id), eq(cartItems.id, cartItemId as string));
    await tx.delete(cartItems).where(and(line, lte(cartItems.quantity, quantity)));
    await tx.update(cartItems).set({ quantity: sql`${cartItems.quantity} - ${quantity}` }).where(and(line, gt(cartItems.quantity, quantity)));
  }
}

/**
 * The one way an order becomes paid, used by confirm and by every webhook. It asks the provider (never
 * the caller) whether the session is paid, for the order's amount and currency, then records the
 * payment, marks order and invoice paid and takes the ordered lines out of the cart in one transaction.
 * The payments unique key (provider, session) makes it take effect once however many calls race: a late
 * or concurrent call inserts nothing and changes nothing. `userId` (confirm) limits it to the customer's own order.
 * `paymentId`: the page was paid with a kept card (ADR 082); the provider is asked about that payment instead.
 */
export async function fulfilCheckoutSession(deps: AppDeps, providerName: string, sessionId: string, opts: { userId?: string; paymentId?: string | null } = {}): Promise<FulfilResult> {
  const provider = providerOrThrow(deps, providerName);
  const found = await orderOfSession(deps, provider.name, sessionId);
  if (!found || (opts.userId && found.order.userId !== opts.userId)) throw notFound("Order not found for this payment session");
  const { order, invoiceId, invoiceNumber } = found;
  const result = (fulfilledNow: boolean, paymentStatus = "paid"): FulfilResult => ({ orderId: order.id, invoiceId, invoiceNumber, paymentStatus, fulfilledNow });
  // A part-refunded deposit order still owes its balance: its page is fulfilled like any other (model defect 9).
  if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") return result(false, order.paymentStatus);

  await recordPaymentAttempt(deps.db, provider.name, sessionId, deps.now());
  const state = opts.paymentId ? await provider.retrieveSavedPayment(sessionId, opts.paymentId, deps.db) : await provider.retrieveSession(sessionId, deps.db);
  if (!state) throw new HttpError("payment_not_found", "Payment session not found at the provider");
  if (state.status === "expired") {
    await markSessionUnpaid(deps, provider.name, sessionId, "expired");
    throw new HttpError("payment_expired", "This payment session has expired. No charge was made.");
  }
  if (state.status !== "paid") throw new HttpError("payment_not_completed", "Payment has not been completed");
  // What this page was opened to charge (an invoice's amount due), or the order total for a cart checkout.
  const expected = order.sessionAmountCents ?? order.totalCents;
  if (state.amountCents !== expected || state.currency.toLowerCase() !== "usd") {
    deps.logger.error(`[checkout] session ${sessionId} paid ${state.amountCents} ${state.currency}, page ${order.id} is for ${expected} usd: not fulfilled`);
    throw new HttpError("payment_mismatch", "The amount paid does not match the order. Please contact support.");
  }

  const now = deps.now();
  let paymentStatus = order.paymentStatus;
  const fulfilledNow = await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({ orderId: order.id, provider: provider.name, sessionId, providerPaymentId: state.paymentId, amountCents: state.amountCents, currency: "usd", status: "succeeded", createdAt: now })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (!payment) return false;
    // A deposit leaves a balance (ADR 028): paid only once the invoice's total is in.
    const [invoice] = await tx.select({ totalCents: invoices.totalCents }).from(invoices).where(eq(invoices.orderId, order.id));
    const paidSoFar = await paidCents(tx, order.id);
    const paidInFull = paidSoFar >= (invoice?.totalCents ?? order.totalCents);
    const firstPayment = paidSoFar === state.amountCents;
    // Paid wins over anything an earlier cancel or expiry wrote: the money was taken, the order must exist.
    const [updated] = await tx
      .update(orders)
      // Money given back earlier keeps the order partly refunded: its status says what the refunds did (ADR 074).
      .set({ status: order.status === "pending" || order.status === "cancelled" ? "confirmed" : order.status, paymentStatus: sql`case when ${orders.paymentStatus} = 'partially_refunded' then 'partially_refunded' else ${paidInFull ? "paid" : "deposit_paid"} end`, paidAt: now, updatedAt: now })
      .where(and(eq(orders.id, order.id), ne(orders.paymentStatus, "paid")))
      .returning({ id: orders.id });
    if (!updated) {
      deps.logger.error(`[checkout] order ${order.id} was already paid by another session; payment ${state.paymentId} of ${sessionId} needs a refund`);
      return false;
    }
    // Revived after its page expired or a cancel: its day may have filled meanwhile (the truck was given back).
    // Or paid only once its booked day had come (a page opened later from the invoice): found by the model test.
    const dayCame = order.deliveryDate !== null && order.deliveryDate <= now.toISOString().slice(0, 10);
    const revived = order.status === "cancelled" || (order.checkoutExpiresAt !== null && order.checkoutExpiresAt <= now) || dayCame;
    if (firstPayment && revived) {
      const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
      const day = await keepOrMoveDrop(tx, current, now);
      if (day !== current.deliveryDate) deps.logger.warn(`[checkout] order ${order.id} revived by a late payment: drop moved from ${current.deliveryDate} to ${day ?? "unbooked"}`);
    }
    paymentStatus = order.paymentStatus === "partially_refunded" ? "partially_refunded" : paidInFull ? "paid" : "deposit_paid";
    if (paidInFull) await tx.update(invoices).set({ status: "paid", updatedAt: now }).where(eq(invoices.orderId, order.id));
    // The balance of a deposit order: its own mail (issue 43 defect 3); the units were sold with the deposit.
    if (!firstPayment) {
      await enqueueBalancePaidEmails(deps, tx, order.id);
      return true;
    }
    const { shortfalls } = await convertReservationToSale(tx, order.id, now);
    if (shortfalls.length) deps.logger.error(`[stock] order ${order.id} paid after its hold was released; not in stock any more: ${JSON.stringify(shortfalls)}`);
    // Rental lines become agreements billed monthly on the card the page saved (docs/decisions/029).
    await createRentalAgreements(deps, tx, order.id, provider.name, state.savedCard ?? null, state.paymentId, now);
    // An offer's order has no cart behind it: the customer's cart is theirs to keep.
    if (!order.offerId) await removeOrderedLines(tx, order.id, order.userId);
    // In the same transaction: a crash after the commit still leaves the mails queued, never lost.
    await enqueueOrderEmails(deps, tx, order.id);
    return true;
  });

  if (fulfilledNow && order.status === "cancelled") {
    deps.logger.warn(`[checkout] order ${order.id} was cancelled but its session ${sessionId} got paid: revived as confirmed`);
  }
  if (!fulfilledNow) paymentStatus = (await deps.db.select({ s: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id)))[0].s;
  // What the success page shows is the ledger's state: a deposit reads "Deposit paid", never "Paid".
  return result(fulfilledNow, paymentStatus);
}
