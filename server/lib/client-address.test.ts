import { afterAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../test/harness.ts";
import { listenOnLoopback } from "../test/listen.ts";
import { readEnv } from "./env.ts";

const opened: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const o of opened.reverse()) await o.close();
});

async function shopOnSocket(env: Record<string, string> = {}): Promise<{ t: TestApp; base: string }> {
  const t = await createTestApp({ env });
  opened.push(t);
  const server = await listenOnLoopback(t.app);
  opened.push(server);
  return { t, base: server.base };
}

const login = (base: string, forwardedFor: string, email = "someone@example.com") =>
  fetch(`${base}/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
    body: JSON.stringify({ email, password: "Wrong-password-1" }),
  });

describe("the client address behind the limits", () => {
  it("ignores X-Forwarded-For from a peer that is not a listed proxy: 250 rotating headers meet the per-address cap", async () => {
    const { t, base } = await shopOnSocket();
    // 190 earlier failures from this machine, counted straight into the limiter (190 argon2 checks cost a minute).
    for (let i = 0; i < 190; i++) await t.deps.rateLimiter.hit("login:ip:127.0.0.1", 200, 15 * 60_000);
    const statuses: number[] = [];
    // A different account and a different forwarded address each time: only the per-address cap can stop this.
    for (let i = 0; i < 250; i++) statuses.push((await login(base, `198.18.${i >> 8}.${i & 255}`, `spray${i}@example.com`)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(240);
  }, 120_000);

  it("believes a listed proxy: the client is the last hop the proxies did not add", async () => {
    const { t, base } = await shopOnSocket({ TRUSTED_PROXIES: "127.0.0.0/8, 10.0.0.5" });
    for (let i = 0; i < 199; i++) await t.deps.rateLimiter.hit("login:ip:203.0.113.40", 200, 15 * 60_000);
    expect((await login(base, "203.0.113.40")).status).toBe(401);
    expect((await login(base, "203.0.113.40")).status).toBe(429);
    // A forged left part ("whatever the client sent") is not believed; the inner proxy 10.0.0.5 is skipped.
    expect((await login(base, "203.0.113.41, 203.0.113.40, 10.0.0.5")).status).toBe(429);
    expect((await login(base, "203.0.113.40, 203.0.113.42")).status).toBe(401);
  });

  it("reads a listed proxy's hop as an address: ports, IPv6 spellings and mapped IPv4 are one key, garbage is none", async () => {
    const { t, base } = await shopOnSocket({ TRUSTED_PROXIES: "127.0.0.0/8" });
    for (let i = 0; i < 199; i++) await t.deps.rateLimiter.hit("login:ip:1.2.3.4", 200, 15 * 60_000);
    expect((await login(base, "1.2.3.4:1111")).status).toBe(401);
    // Another source port of the same client is the same client.
    expect((await login(base, "1.2.3.4:2222")).status).toBe(429);
    expect((await login(base, "[::ffff:1.2.3.4]:3333")).status).toBe(429);

    for (let i = 0; i < 199; i++) await t.deps.rateLimiter.hit("login:ip:2001:db8::7", 200, 15 * 60_000);
    expect((await login(base, "[2001:DB8:0:0::7]:443")).status).toBe(401);
    expect((await login(base, "2001:0db8::0007")).status).toBe(429);

    // A hop that is no address ends the walk: the request counts against the proxy that passed it on, so made-up
    // hops share one key instead of each opening a new one (and the client-written text left of it is not read).
    for (let i = 0; i < 199; i++) await t.deps.rateLimiter.hit("login:ip:127.0.0.1", 200, 15 * 60_000);
    expect((await login(base, "garbage-1")).status).toBe(401);
    expect((await login(base, "garbage-2")).status).toBe(429);
    expect((await login(base, "198.51.100.9, unknown")).status).toBe(429);
  });

  it("TRUSTED_PROXIES takes addresses and CIDRs and names a bad entry", () => {
    expect(readEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(readEnv({ TRUSTED_PROXIES: "10.0.0.0/8, 192.168.1.7,::1, fd00::/8" }).TRUSTED_PROXIES).toEqual(["10.0.0.0/8", "192.168.1.7", "::1", "fd00::/8"]);
    expect(() => readEnv({ TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES: "10.0.0.0\/33" is not an IP address or CIDR/);
    expect(() => readEnv({ TRUSTED_PROXIES: "load-balancer" })).toThrow(/TRUSTED_PROXIES/);
  });
});
