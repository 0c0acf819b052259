import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { orders } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { fulfilCheckoutSession } from "./fulfil.ts";
import { markSessionUnpaid } from "../../modules/sales/index.ts";

/** An order made before expiry times were recorded: no provider keeps a page open longer than this. */
const LONGEST_SESSION = sql`interval '24 hours'`;

/**
 * The checkout-expire job (every minute): unpaid checkouts whose payment page has expired are closed —
 * order cancelled with payment "failed", invoice cancelled — so nothing is left pending. The provider
 * is asked first: a page paid in its last second is fulfilled instead, and one it still calls open
 * (clocks differ) is expired there before we cancel, so it cannot be paid afterwards.
 */
export async function closeExpiredCheckouts(deps: AppDeps): Promise<{ cancelled: number; fulfilled: number }> {
  const now = deps.now();
  const due = await deps.db
    .select({ id: orders.id, provider: orders.provider, sessionId: orders.providerSessionId })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, "pending"),
        isNotNull(orders.providerSessionId),
        lte(sql`coalesce(${orders.checkoutExpiresAt}, ${orders.createdAt} + ${LONGEST_SESSION})`, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(orders.checkoutExpiresAt))
    .limit(200);
  let cancelled = 0;
  let fulfilled = 0;
  for (const order of due) {
    const provider = order.provider ? deps.payments.get(order.provider) : null;
    if (!provider || !order.sessionId) {
      deps.logger.warn(`[checkout] order ${order.id} expired but provider "${order.provider}" is not configured: left pending`);
      continue;
    }
    try {
      const state = await provider.retrieveSession(order.sessionId, deps.db);
      if (state?.status === "paid") {
        if ((await fulfilCheckoutSession(deps, provider.name, order.sessionId)).fulfilledNow) fulfilled += 1;
        continue;
      }
      if (state?.status === "open") await provider.expireSession(order.sessionId, deps.db);
      if (await markSessionUnpaid(deps, provider.name, order.sessionId, "expired")) cancelled += 1;
    } catch (err) {
      // One order's provider trouble must not stop the others; the next run tries it again.
      deps.logger.error(`[checkout] closing expired order ${order.id} failed: ${(err as Error).message}`);
    }
  }
  return { cancelled, fulfilled };
}
