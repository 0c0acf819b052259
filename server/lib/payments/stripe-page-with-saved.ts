import { Stripe } from "stripe";
import type { ChargeResult, SavedCardPayment, SessionState } from "./types.ts";

/** The metadata key naming the Checkout Session a kept-card PaymentIntent pays instead (docs/decisions/082). */
export const PAGE_KEY = "checkout_session_id";

/**
 * The customer pays the open Checkout Session's amount with the card kept on their Customer: one confirmed
 * PaymentIntent, on-session (the customer is at the page), under our idempotency key. A card error is a
 * decline the page shows; a card that asks the cardholder to authenticate is refused too (pay with a new card).
 */
export async function payPageWithSaved(stripe: Stripe, input: SavedCardPayment): Promise<ChargeResult> {
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: "usd",
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        off_session: false,
        confirm: true,
        metadata: { ...input.metadata, [PAGE_KEY]: input.sessionId },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (intent.status === "succeeded") return { status: "succeeded", paymentId: intent.id };
    return { status: "declined", paymentId: intent.id, message: "Your bank asks to confirm this card. Please pay with a new card." };
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) {
      const intentId = (err.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null;
      return { status: "declined", paymentId: intentId, message: err.message };
    }
    throw err;
  }
}

/** A kept-card PaymentIntent read back as the page's state: paid only when it succeeded and names this page. */
export async function savedPaymentState(stripe: Stripe, sessionId: string, paymentId: string): Promise<SessionState | null> {
  const intent = await stripe.paymentIntents.retrieve(paymentId, { expand: ["payment_method"] });
  const metadata = (intent.metadata ?? {}) as Record<string, string>;
  if (metadata[PAGE_KEY] !== sessionId) return null;
  const method = typeof intent.payment_method === "object" ? intent.payment_method : null;
  const customerId = typeof intent.customer === "string" ? intent.customer : (intent.customer?.id ?? null);
  return {
    sessionId,
    status: intent.status === "succeeded" ? "paid" : "open",
    amountCents: intent.amount,
    currency: intent.currency,
    paymentId: intent.id,
    url: null,
    metadata,
    savedCard: method && customerId ? { customerId, paymentMethodId: method.id, brand: method.card?.brand ?? null, last4: method.card?.last4 ?? null } : null,
  };
}

/** Detaches the PaymentMethod from its Customer; one Stripe no longer has is already gone. */
export async function detachPaymentMethod(stripe: Stripe, paymentMethodId: string): Promise<void> {
  try {
    await stripe.paymentMethods.detach(paymentMethodId);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && (err.statusCode === 404 || err.code === "resource_missing")) return;
    throw err;
  }
}
