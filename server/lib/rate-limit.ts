import type { Redis } from "ioredis";

export type RateResult = { allowed: boolean; retryAfterSeconds: number };

/** Counts hits per key in fixed windows. Shared through Redis when several processes serve. */
export type RateLimiter = {
  hit: (key: string, limit: number, windowMs: number) => Promise<RateResult>;
  reset: (key: string) => Promise<void>;
};

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      if (windows.size > 50_000) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
      return { allowed: w.count <= limit, retryAfterSeconds: (w.resetAt - t) / 1000 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisRateLimiter(redis: Redis, prefix = "boxyard:rl:"): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
      let ms = ttl;
      if (ttl < 0) {
        await redis.pexpire(k, windowMs);
        ms = windowMs;
      }
      return { allowed: count <= limit, retryAfterSeconds: ms / 1000 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
