import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

describe("createTtlCache", () => {
  it("serves a hit until the entry expires, then the stale value once while it reloads", async () => {
    let t = 0;
    let loads = 0;
    const cache = createTtlCache({ ttlMs: 1000, now: () => t });
    const load = async () => ++loads;
    expect(await cache.wrap("k", load)).toBe(1);
    t = 999;
    expect(await cache.wrap("k", load)).toBe(1);
    t = 1000;
    expect(await cache.wrap("k", load)).toBe(1);
    expect(await cache.wrap("k", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("shares one load between concurrent misses and forgets failures", async () => {
    let loads = 0;
    const cache = createTtlCache({ ttlMs: 1000 });
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 10));
    expect(await Promise.all([cache.wrap("k", slow), cache.wrap("k", slow)])).toEqual([1, 1]);
    await expect(cache.wrap("bad", () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(await cache.wrap("bad", async () => "ok")).toBe("ok");
  });

  it("clear() and a zero TTL always load", async () => {
    let loads = 0;
    const cache = createTtlCache({ ttlMs: 1000 });
    await cache.wrap("k", async () => ++loads);
    cache.clear();
    expect(await cache.wrap("k", async () => ++loads)).toBe(2);
    const off = createTtlCache({ ttlMs: 0 });
    await off.wrap("k", async () => ++loads);
    expect(await off.wrap("k", async () => ++loads)).toBe(4);
  });

  it("loads afresh, without a stale answer, once an entry is more than one TTL past its expiry", async () => {
    let t = 0;
    let loads = 0;
    const cache = createTtlCache({ ttlMs: 1000, now: () => t });
    await cache.wrap("k", async () => ++loads);
    t = 2000;
    expect(await cache.wrap("k", async () => ++loads)).toBe(2);
  });

  it("when full, drops the entry used longest ago", async () => {
    let loads = 0;
    const cache = createTtlCache({ ttlMs: 1000, max: 2 });
    for (const k of ["a", "b", "a", "c"]) await cache.wrap(k, async () => ++loads);
    expect(await cache.wrap("a", async () => ++loads)).toBe(1);
    expect(await cache.wrap("b", async () => ++loads)).toBe(4);
  });

  it("a refresh that was loading when the cache was cleared is not kept", async () => {
    let t = 0;
    const cache = createTtlCache({ ttlMs: 1000, now: () => t });
    await cache.wrap("k", async () => "old");
    t = 1000;
    let finish: (v: string) => void = () => {};
    expect(await cache.wrap("k", () => new Promise<string>((r) => (finish = r)))).toBe("old");
    cache.clear();
    finish("read before the admin change");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.wrap("k", async () => "new")).toBe("new");
  });

  it("drops the oldest entry beyond the size cap", async () => {
    let loads = 0;
    const cache = createTtlCache({ ttlMs: 1000, max: 2 });
    for (const k of ["a", "b", "c"]) await cache.wrap(k, async () => ++loads);
    expect(await cache.wrap("a", async () => ++loads)).toBe(4);
  });
});
