import { Stripe } from "stripe";
import type { ChargeResult, CreateSessionInput, OffSessionCharge, SavedCardRef } from "./types.ts";

/** The Customer the card is kept on: the one we already have, or a new one (same idempotency as the session). */
export async function customerFor(stripe: Stripe, input: CreateSessionInput): Promise<string> {
  if (input.card?.customerId) return input.card.customerId;
  const customer = await stripe.customers.create(
    { email: input.customerEmail, metadata: { orderId: input.orderId } },
    { idempotencyKey: `${input.idempotencyKey}:customer` },
  );
  return customer.id;
}

/** "Update card": a Checkout Session in setup mode on the Customer; Stripe's page takes the card, we never see it. */
export async function createSetupSession(stripe: Stripe, input: CreateSessionInput): Promise<Stripe.Checkout.Session> {
  return stripe.checkout.sessions.create(
    {
      mode: "setup",
      currency: input.currency,
      customer: await customerFor(stripe, input),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata: { orderId: input.orderId, invoiceId: input.invoiceId },
    },
    { idempotencyKey: input.idempotencyKey },
  );
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

/** Customer and PaymentMethod of a completed session that saved a card (expanded intents give the card's last four). */
export function savedCardOf(s: Stripe.Checkout.Session): SavedCardRef | null {
  const customerId = idOf(s.customer);
  const intent = (s.mode === "setup" ? s.setup_intent : s.payment_intent) as string | Stripe.PaymentIntent | Stripe.SetupIntent | null;
  const method = typeof intent === "object" && intent ? intent.payment_method : null;
  const paymentMethodId = idOf(method as string | { id: string } | null);
  if (!customerId || !paymentMethodId) return null;
  const card = typeof method === "object" && method ? (method as Stripe.PaymentMethod).card : null;
  return { customerId, paymentMethodId, brand: card?.brand ?? null, last4: card?.last4 ?? null };
}

/**
 * A monthly charge without the customer: an off-session, confirmed PaymentIntent under our idempotency key.
 * A card error is a decline (dunning); anything else throws so the job retries with the same key.
 */
export async function chargeOffSession(stripe: Stripe, input: OffSessionCharge): Promise<ChargeResult> {
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: "usd",
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        off_session: true,
        confirm: true,
        description: input.description,
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (intent.status === "succeeded") return { status: "succeeded", paymentId: intent.id };
    return { status: "declined", paymentId: intent.id, message: `The payment needs the cardholder (${intent.status}).` };
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) {
      const intentId = (err.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null;
      return { status: "declined", paymentId: intentId, message: err.message };
    }
    throw err;
  }
}
