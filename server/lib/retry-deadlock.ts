/**
 * Runs a transaction again when PostgreSQL chose it as a deadlock victim (40P01) or failed it on a
 * serialization conflict (40001). Both roll the whole transaction back, so a retry starts clean; the
 * other transaction went through. Checkout needs it: it locks the customer's earlier orders before the stock
 * rows (closing a stale page), while a payment of that earlier order locks them the other way round.
 */
const RETRYABLE = new Set(["40P01", "40001"]);

function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === "string" && RETRYABLE.has(e.code)) return e.code;
  }
  return undefined;
}

export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !sqlState(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt)); // de-synchronise the two
    }
  }
}
