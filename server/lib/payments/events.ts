import type { PaymentEvent } from "./types.ts";

type CheckoutEventBody = { id?: unknown; type?: unknown; data?: { object?: { id?: unknown; payment_status?: unknown; metadata?: Record<string, unknown> | null } } };

/** A kept-card PaymentIntent that paid a page (docs/decisions/082) names the page in its metadata. */
function savedCardPayment(body: CheckoutEventBody, id: string, rawType: string): PaymentEvent | null {
  const object = body.data?.object;
  const page = object?.metadata?.checkout_session_id;
  if (rawType !== "payment_intent.succeeded" || typeof page !== "string" || typeof object?.id !== "string") return null;
  return { id, type: "paid", rawType, sessionId: page, paymentId: object.id };
}

/**
 * Stripe's checkout events (the sandbox sends the same shape) reduced to what fulfilment acts on.
 * "completed" with an unpaid session is a delayed method still settling: wait for async_payment_*.
 */
export function toPaymentEvent(body: CheckoutEventBody): PaymentEvent {
  const rawType = typeof body.type === "string" ? body.type : "";
  const object = body.data?.object;
  const sessionId = typeof object?.id === "string" ? object.id : null;
  const id = typeof body.id === "string" ? body.id : "";
  const viaSavedCard = savedCardPayment(body, id, rawType);
  if (viaSavedCard) return viaSavedCard;
  const paid = object?.payment_status === "paid" || object?.payment_status === "no_payment_required";
  const type: PaymentEvent["type"] = (() => {
    switch (rawType) {
      case "checkout.session.completed":
        return paid ? "paid" : "pending";
      case "checkout.session.async_payment_succeeded":
        return "paid";
      case "checkout.session.async_payment_failed":
        return "failed";
      case "checkout.session.expired":
        return "expired";
      default:
        return "ignored";
    }
  })();
  return { id, type: sessionId ? type : "ignored", rawType, sessionId };
}
