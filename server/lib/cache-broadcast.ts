import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Logger } from "./logger.ts";
import type { TtlCache } from "./ttl-cache.ts";

const CHANNEL = "boxyard:public-cache-cleared";
/** The admin dashboard figures' channel (docs/decisions/042): every write request clears them on every replica. */
export const ADMIN_FIGURES_CHANNEL = "boxyard:admin-figures-cleared";

/**
 * Admin writes clear the public caches (catalog answers and the rendered pages built on them) of the
 * replica that made them. With Redis the clear is also published, and every other replica drops its
 * copies at once instead of showing the old page for up to two TTLs (docs/decisions/011).
 */
export function clearAcrossReplicas(cache: TtlCache, redis: Redis, logger: Logger, channel = CHANNEL): { cache: TtlCache; close: () => void } {
  const me = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on("error", (err) => logger.warn(`[redis] cache subscriber: ${err.message}`));
  subscriber.subscribe(channel).catch((err: Error) => logger.warn(`[redis] cannot subscribe to cache clears: ${err.message}`));
  subscriber.on("message", (_channel: string, from: string) => {
    if (from !== me) cache.clear();
  });
  const shared: TtlCache = {
    ...cache,
    clear() {
      cache.clear();
      redis.publish(channel, me).catch((err: Error) => logger.warn(`[redis] cannot publish a cache clear: ${err.message}`));
    },
  };
  return { cache: shared, close: () => subscriber.disconnect() };
}
