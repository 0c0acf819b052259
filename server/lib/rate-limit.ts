import type { Redis } from "ioredis";

export type RateResult = { allowed: boolean; retryAfterSeconds: number };

/** Counts hits per key in fixed windows. Shared through Redis when several processes serve. */
export type RateLimiter = {
  hit: (key: string, limit: number, windowMs: number) => Promise<RateResult>;
  reset: (key: string) => Promise<void>;
  /**
   * Takes one hit back in the current window, for a limit that counts failures: the attempt is counted first
   * (atomically, so parallel requests cannot all pass a check) and given back when it succeeds. Nothing once
   * the window has ended.
   */
  undo: (key: string) => Promise<void>;
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
    async undo(key) {
      const w = windows.get(key);
      if (w && w.resetAt > now() && w.count > 0) w.count -= 1;
    },
  };
}

/**
 * Counts, reads the time left and starts the window in one script: Redis runs it atomically, so no crash or
 * dropped connection can leave a counter without expiry (which would throttle its key forever). A counter
 * found without one (left by older code) gets its window too.
 */
const HIT_SCRIPT = `
local count = redis.call("INCR", KEYS[1])
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then
  redis.call("PEXPIRE", KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

/** DECR only a live counter: one whose window ended (or was never set) must not come back as -1 without expiry. */
const UNDO_SCRIPT = `
if redis.call("PTTL", KEYS[1]) > 0 and tonumber(redis.call("GET", KEYS[1])) > 0 then
  return redis.call("DECR", KEYS[1])
end
return 0`;

export function createRedisRateLimiter(redis: Redis, prefix = "boxyard:rl:"): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      // EVAL, not EVALSHA: a NOSCRIPT retry would be a second round trip; the script is a few bytes.
      const [count, ms] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(Math.max(1, Math.round(windowMs))))) as [number, number];
      return { allowed: count <= limit, retryAfterSeconds: ms / 1000 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async undo(key) {
      await redis.eval(UNDO_SCRIPT, 1, prefix + key);
    },
  };
}
