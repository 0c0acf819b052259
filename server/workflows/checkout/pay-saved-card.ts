import { and, eq } from "drizzle-orm";
import { invoices, orders } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { HttpError, notFound } from "../../lib/http-errors.ts";
import { findSavedCard, providerOrThrow, recordPaymentAttempt } from "../../modules/billing/index.ts";
import { type FulfilResult, fulfilCheckoutSession } from "./fulfil.ts";

const CLOSED = "This payment page is no longer open. No charge was made.";

/** The customer's own order behind an open page, or 404 (another customer's page is "not found" too). */
async function ownOrderOfPage(deps: AppDeps, provider: string, sessionId: string, userId: string) {
  const [row] = await deps.db
    .select({ order: orders, invoiceId: invoices.id })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .where(and(eq(orders.provider, provider), eq(orders.providerSessionId, sessionId)))
    .limit(1);
  if (!row || row.order.userId !== userId) throw notFound("Order not found for this payment session");
  return row;
}

/**
 * "Pay with Visa •••• 4242" (docs/decisions/082): the open page — a cart checkout's or an invoice's — is paid
 * with a card the provider keeps for this customer, for exactly the amount the page asks. The order is then
 * made paid by fulfilCheckoutSession, the one way an order becomes paid, told the payment's id so it asks the
 * provider about that payment. A decline changes nothing: the page stays open for a new card.
 */
export async function payWithSavedCard(deps: AppDeps, userId: string, providerName: string, input: { sessionId: string; cardId: string }): Promise<FulfilResult & { redirectUrl: string }> {
  const provider = providerOrThrow(deps, providerName);
  const { order, invoiceId } = await ownOrderOfPage(deps, provider.name, input.sessionId, userId);
  const card = await findSavedCard(deps.db, userId, input.cardId);
  if (card.provider !== provider.name) throw notFound("Saved card not found");
  if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") throw new HttpError("payment_session_closed", "This order is already paid. No charge was made.");
  const page = await provider.retrieveSession(input.sessionId, deps.db);
  if (!page || page.status !== "open") throw new HttpError("payment_session_closed", CLOSED);

  // Noted first: if we stop after the charge, the reconcile job and the provider's event still fulfil.
  await recordPaymentAttempt(deps.db, provider.name, input.sessionId, deps.now());
  const charge = await provider.payWithSaved(
    {
      sessionId: input.sessionId,
      customerId: card.customerId,
      paymentMethodId: card.paymentMethodId,
      amountCents: page.amountCents,
      metadata: { orderId: order.id, invoiceId },
      idempotencyKey: `saved-card:${input.sessionId}:${card.id}`,
    },
    deps.db,
  );
  if (charge.status === "declined") {
    throw new HttpError("card_declined", `${charge.message} Please pay with a new card.`, { errors: { cardId: charge.message } });
  }
  const result = await fulfilCheckoutSession(deps, provider.name, input.sessionId, { userId, paymentId: charge.paymentId });
  // Stripe's own page would otherwise stay payable: close it so the amount cannot be paid twice.
  await provider.expireSession(input.sessionId, deps.db);
  return { ...result, redirectUrl: `/checkout/success?session_id=${encodeURIComponent(input.sessionId)}` };
}
