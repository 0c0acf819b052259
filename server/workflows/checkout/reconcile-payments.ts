import { and, eq, isNotNull, lte } from "drizzle-orm";
import { orders } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { HttpError } from "../../lib/http-errors.ts";
import { fulfilCheckoutSession } from "./fulfil.ts";

/** Give the normal path (webhook, success page) this long before asking the provider ourselves. */
const GRACE_MS = 60_000;

/**
 * The payment-reconcile job (every minute): a pending order with a recorded payment attempt may have
 * been paid at the provider while we crashed before fulfilling it. Ask the provider and fulfil the paid
 * ones through the one fulfilment function, which takes effect once however often it is called.
 */
export async function reconcilePendingPayments(deps: AppDeps): Promise<{ checked: number; fulfilled: number }> {
  const cutoff = new Date(deps.now().getTime() - GRACE_MS);
  const rows = await deps.db
    .select({ id: orders.id, provider: orders.provider, sessionId: orders.providerSessionId })
    .from(orders)
    .where(and(eq(orders.paymentStatus, "pending"), isNotNull(orders.providerSessionId), lte(orders.paymentAttemptedAt, cutoff)))
    .limit(100);
  let fulfilled = 0;
  for (const order of rows) {
    const provider = order.provider ? deps.payments.get(order.provider) : null;
    if (!provider || !order.sessionId) continue;
    try {
      const state = await provider.retrieveSession(order.sessionId, deps.db);
      if (state?.status !== "paid") continue;
      const result = await fulfilCheckoutSession(deps, provider.name, order.sessionId);
      if (result.fulfilledNow) {
        fulfilled += 1;
        deps.logger.warn(`[checkout] order ${order.id} was paid but not fulfilled: fulfilled by the reconcile job`);
      }
    } catch (err) {
      if (!(err instanceof HttpError)) deps.logger.error(`[checkout] reconciling order ${order.id} failed: ${(err as Error).message}`);
    }
  }
  return { checked: rows.length, fulfilled };
}
