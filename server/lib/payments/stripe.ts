import { Stripe } from "stripe";
import { HttpError } from "../http-errors.ts";
import { toPaymentEvent } from "./events.ts";
import { chargeOffSession, createSetupSession, customerFor, savedCardOf } from "./stripe-saved-cards.ts";
import { detachPaymentMethod, payPageWithSaved, savedPaymentState } from "./stripe-page-with-saved.ts";
import { assertTimestampFresh } from "./signature.ts";
import { type PaymentProvider, type SessionState, WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError } from "./types.ts";

export type StripeOptions = { secretKey: string; webhookSecret: string; apiBase?: string };

/** The SDK client; STRIPE_API_BASE points it at another host (the tests' local fake Stripe). */
export function createStripeClient(opts: StripeOptions): Stripe {
  if (!opts.apiBase) return new Stripe(opts.secretKey, { maxNetworkRetries: 2 });
  const base = new URL(opts.apiBase);
  return new Stripe(opts.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === "https:" ? 443 : 80),
    protocol: base.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 2,
  });
}

function providerFailure(err: unknown, what = "checkout"): HttpError {
  if (err instanceof Stripe.errors.StripeInvalidRequestError) {
    return new HttpError("provider_refused", `The payment provider refused this ${what}: ${err.message}`);
  }
  return new HttpError("provider_unavailable", "The payment provider is unavailable. Please try again.");
}

function toState(s: Stripe.Checkout.Session): SessionState {
  const setupDone = s.mode === "setup" && s.status === "complete";
  const paid = s.payment_status === "paid" || s.payment_status === "no_payment_required" || setupDone;
  const status: SessionState["status"] = paid ? "paid" : s.status === "expired" ? "expired" : "open";
  const intent = s.payment_intent;
  return {
    sessionId: s.id,
    status,
    amountCents: s.amount_total ?? -1,
    currency: s.currency ?? "",
    paymentId: typeof intent === "string" ? intent : (intent?.id ?? null),
    url: s.url ?? null,
    metadata: (s.metadata ?? {}) as Record<string, string>,
    savedCard: savedCardOf(s),
  };
}

/** Stripe Checkout Sessions: Stripe hosts the card form; we only ever read "paid" back from Stripe. */
export function createStripeProvider(opts: StripeOptions): PaymentProvider {
  const stripe = createStripeClient(opts);
  return {
    name: "stripe",
    async createSession(input) {
      let session: Stripe.Checkout.Session;
      try {
        if (input.card?.mode === "setup") {
          const created = await createSetupSession(stripe, input);
          return { sessionId: created.id, url: created.url ?? "", expiresAt: new Date((created.expires_at ?? 0) * 1000) };
        }
        const customer = input.card ? await customerFor(stripe, input) : null;
        session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            ...(customer ? { customer } : { customer_email: input.customerEmail }),
            line_items: input.lineItems.map((l) => ({
              quantity: l.quantity,
              price_data: { currency: input.currency, unit_amount: l.unitAmountCents, product_data: { name: l.name } },
            })),
            client_reference_id: input.orderId,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: { orderId: input.orderId, invoiceId: input.invoiceId },
            payment_intent_data: {
              metadata: { orderId: input.orderId, invoiceId: input.invoiceId },
              // Rentals: the card stays on the Customer for the monthly off-session charges.
              ...(customer ? { setup_future_usage: "off_session" as const } : {}),
            },
          },
          { idempotencyKey: input.idempotencyKey },
        );
      } catch (err) {
        throw providerFailure(err);
      }
      // Lines are built to add up to the order total; if Stripe disagrees, nobody may pay this page.
      if (session.amount_total !== input.amountCents || !session.url) {
        await stripe.checkout.sessions.expire(session.id).catch(() => {});
        throw new HttpError("provider_unavailable", "The payment provider returned an unexpected amount. Please try again.");
      }
      // Stripe's default lifetime is 24 hours; the field is always set by Stripe itself.
      const expiresAt = session.expires_at ? new Date(session.expires_at * 1000) : new Date(Date.now() + 24 * 3600_000);
      return { sessionId: session.id, url: session.url, expiresAt };
    },
    async retrieveSession(sessionId) {
      try {
        return toState(await stripe.checkout.sessions.retrieve(sessionId, { expand: ["payment_intent.payment_method", "setup_intent.payment_method"] }));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw providerFailure(err);
      }
    },
    async expireSession(sessionId) {
      await stripe.checkout.sessions.expire(sessionId).catch(() => {});
    },
    chargeSaved: (input) => chargeOffSession(stripe, input),
    async payWithSaved(input) {
      try {
        return await payPageWithSaved(stripe, input);
      } catch (err) {
        throw providerFailure(err, "payment");
      }
    },
    async retrieveSavedPayment(sessionId, paymentId) {
      try {
        return await savedPaymentState(stripe, sessionId, paymentId);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw providerFailure(err);
      }
    },
    async detachSaved(card) {
      try {
        await detachPaymentMethod(stripe, card.paymentMethodId);
      } catch (err) {
        throw providerFailure(err, "card removal");
      }
    },
    async refund(input) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: input.paymentId, amount: input.amountCents, metadata: { orderId: input.orderId, reason: input.reason.slice(0, 450) } },
          { idempotencyKey: input.idempotencyKey },
        );
        if (refund.status === "failed" || refund.status === "canceled") throw new HttpError("provider_refused", "The payment provider did not make the refund.");
        return { refundId: refund.id, amountCents: refund.amount };
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw providerFailure(err, "refund");
      }
    },
    parseWebhook(rawBody, headers, nowMs) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, headers("stripe-signature") ?? "", opts.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, nowMs);
        assertTimestampFresh(headers("stripe-signature"), nowMs);
      } catch (err) {
        throw new WebhookSignatureError((err as Error).message);
      }
      return toPaymentEvent(event as never);
    },
  };
}
