import type { Context } from "hono";
import type { AppEnv } from "../../../lib/deps.ts";
import { LOGIN_PAIR_TIERS, throttle } from "../users/throttle.ts";

/**
 * Code guesses are counted per account, from any address (whoever sends codes already knows the password, and
 * may have many addresses): 5 a minute, 10 per 15 minutes, 20 an hour, as for passwords. Six digits at that
 * pace take years. A right code clears the counts.
 */
const keys = (userId: string) => LOGIN_PAIR_TIERS.map((tier) => ({ key: `2fa:${tier.windowMs}:${userId}`, ...tier }));

export const throttleCodes = (c: Context<AppEnv>, userId: string) => throttle(c, keys(userId));

export const clearCodeCounts = (c: Context<AppEnv>, userId: string) => Promise.all(keys(userId).map((r) => c.var.deps.rateLimiter.reset(r.key)));
