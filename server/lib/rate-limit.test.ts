import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createMemoryRateLimiter, createRedisRateLimiter } from "./rate-limit.ts";

const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `bx-rl-test:${randomBytes(4).toString("hex")}:`;
const opened: Redis[] = [];
const connect = () => {
  const r = new Redis(redisUrl!, { maxRetriesPerRequest: 0 });
  opened.push(r);
  return r;
};
afterAll(() => {
  for (const r of opened) r.disconnect();
});

/**
 * A connection that dies the moment its first answer has arrived, like a process killed right after one
 * round trip: every later command is refused and the socket is closed. Whatever the limiter needed a
 * second round trip for never happens.
 */
function dyingAfterFirstReply(redis: Redis): Redis {
  let answered = false;
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = ((command: { promise: Promise<unknown>; reject: (e: Error) => void }, stream?: never) => {
    if (answered) {
      redis.disconnect();
      command.reject(new Error("connection killed"));
      return command.promise;
    }
    const result = send(command as never, stream);
    command.promise.then(() => (answered = true), () => (answered = true));
    return result;
  }) as Redis["sendCommand"];
  return redis;
}

describe.skipIf(!redisUrl)("Redis rate limiter", () => {
  it("counts and expires in one step: a connection killed after the first answer leaves no counter without expiry", async () => {
    const key = `login:${randomBytes(4).toString("hex")}`;
    const doomed = connect();
    await doomed.ping(); // connected and past its ready check before the countdown starts
    const limiter = createRedisRateLimiter(dyingAfterFirstReply(doomed), prefix);
    await limiter.hit(key, 10, 60_000).catch(() => {});
    const check = connect();
    expect(await check.get(prefix + key)).toBe("1");
    // Before: INCR+PTTL, then PEXPIRE in a second round trip: -1 here, a counter (a lock-out) forever.
    const ttl = await check.pttl(prefix + key);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("allows up to the limit in the window, then answers with the time left", async () => {
    const key = `quote:${randomBytes(4).toString("hex")}`;
    const limiter = createRedisRateLimiter(connect(), prefix);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 30_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterSeconds).toBeGreaterThan(25);
    expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(30);
    await limiter.reset(key);
    expect((await limiter.hit(key, 3, 30_000)).allowed).toBe(true);
  });

  it("takes a hit back only from a live counter, never making one without expiry", async () => {
    const key = `undo:${randomBytes(4).toString("hex")}`;
    const raw = connect();
    const limiter = createRedisRateLimiter(raw, prefix);
    expect((await limiter.hit(key, 1, 30_000)).allowed).toBe(true);
    await limiter.undo(key);
    expect((await limiter.hit(key, 1, 30_000)).allowed).toBe(true);
    expect((await limiter.hit(key, 1, 30_000)).allowed).toBe(false);
    await limiter.undo(`${key}:never-hit`);
    expect(await raw.exists(prefix + key + ":never-hit")).toBe(0);
    expect(await raw.pttl(prefix + key)).toBeGreaterThan(25_000);
  });

  it("gives a counter left without expiry (by the old two-step code) its window back", async () => {
    const key = `stuck:${randomBytes(4).toString("hex")}`;
    const raw = connect();
    await raw.set(prefix + key, "50");
    await createRedisRateLimiter(raw, prefix).hit(key, 10, 60_000);
    expect(await raw.pttl(prefix + key)).toBeGreaterThan(55_000);
  });
});

describe("memory rate limiter", () => {
  it("opens a new window once the old one has passed", async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    expect((await limiter.hit("k", 1, 1000)).allowed).toBe(true);
    expect((await limiter.hit("k", 1, 1000)).allowed).toBe(false);
    now = 1000;
    expect((await limiter.hit("k", 1, 1000)).allowed).toBe(true);
  });

  it("takes a hit back in the current window only", async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    expect((await limiter.hit("k", 1, 1000)).allowed).toBe(true);
    await limiter.undo("k");
    expect((await limiter.hit("k", 1, 1000)).allowed).toBe(true);
    expect((await limiter.hit("k", 1, 1000)).allowed).toBe(false);
    now = 1000;
    await limiter.undo("k");
    expect((await limiter.hit("k", 1, 1000)).allowed).toBe(true);
  });
});
