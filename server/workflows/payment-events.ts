import { eq } from "drizzle-orm";
import { webhookEvents } from "../../db/schema/index.ts";
import type { AppDeps } from "../lib/deps.ts";
import { HttpError, notFound } from "../lib/http-errors.ts";
import { WebhookSignatureError } from "../lib/payments/types.ts";
import { fulfilCheckoutSession } from "./checkout/fulfil.ts";
import { recordPaymentAttempt, settleRentalSession } from "../modules/billing/index.ts";
import { markSessionUnpaid } from "../modules/sales/index.ts";

export type WebhookOutcome = { eventId: string; type: string; result: string };

/**
 * A provider event: signature checked on the raw body first (400 when it fails or is older than five
 * minutes), then acted on through the same fulfilment as confirm. Redelivered events are acknowledged
 * without acting twice; a refusal of ours (unknown session, amount mismatch) is logged and
 * acknowledged, since redelivery would not change it. Anything else throws, so the provider retries.
 */
export async function handleWebhook(deps: AppDeps, providerName: string, rawBody: string, header: (name: string) => string | undefined): Promise<WebhookOutcome> {
  const provider = deps.payments.get(providerName);
  if (!provider) throw notFound("Unknown payment provider");
  let event;
  try {
    event = await provider.parseWebhook(rawBody, header, deps.now().getTime());
  } catch (err) {
    if (err instanceof WebhookSignatureError) throw new HttpError("signature_invalid", "Invalid webhook signature", { errors: { signature: err.message } });
    throw err;
  }
  const key = `${provider.name}:${event.id}`;
  const seen = event.id ? await deps.db.select().from(webhookEvents).where(eq(webhookEvents.id, key)).limit(1) : [];
  if (seen.length) return { eventId: event.id, type: event.rawType, result: "duplicate" };

  let result: string = event.type;
  // A rental's own page (overdue cycle, buy-out, new card) settles there; null for checkout sessions.
  const rental = event.sessionId && event.type === "paid" ? await settleRentalSession(deps, provider.name, event.sessionId) : null;
  if (rental) {
    result = rental;
  } else if (event.sessionId && event.type === "paid") {
    try {
      const r = await fulfilCheckoutSession(deps, provider.name, event.sessionId, { paymentId: event.paymentId });
      result = r.fulfilledNow ? "fulfilled" : "already fulfilled";
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      deps.logger.warn(`[webhook] ${provider.name} ${event.rawType} for ${event.sessionId}: ${err.message}`);
      result = `not fulfilled: ${err.message}`;
    }
  } else if (event.sessionId && event.type === "pending") {
    // A delayed payment method (bank debit) is on its way: the reconcile job keeps asking until it lands.
    await recordPaymentAttempt(deps.db, provider.name, event.sessionId, deps.now());
  } else if (event.sessionId && (event.type === "expired" || event.type === "failed")) {
    result = (await markSessionUnpaid(deps, provider.name, event.sessionId, event.type)) ? "order cancelled" : "no pending order";
  }
  if (event.id) await deps.db.insert(webhookEvents).values({ id: key, provider: provider.name, type: event.rawType }).onConflictDoNothing();
  return { eventId: event.id, type: event.rawType, result };
}
