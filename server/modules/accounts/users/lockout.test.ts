import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "../../../lib/rate-limit.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../../test/harness.ts";

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp();
  // A limiter on a clock the test moves, so waiting out a delay takes no real time.
  t.deps.rateLimiter = createMemoryRateLimiter(() => clock);
});
afterAll(() => t.close());

const ATTACKER = "198.51.100.66";
const OWNER = "203.0.113.20";
const login = (email: string, password: string, ip: string) =>
  t.send(t.api.user.login.$post({ json: { email, password } }, t.as(undefined, { "x-forwarded-for": ip })));

describe("an attack on one account does not lock its owner out", () => {
  it("slows the attacker's address with growing delays while the admin logs in from another address", async () => {
    const waits: number[] = [];
    let guesses = 0;
    // An hour of hammering: every refusal is waited out exactly as long as Retry-After says, then tried again.
    const end = clock + 60 * 60_000;
    while (clock < end) {
      const res = await login(TEST_ADMIN.email, `Guess-${guesses}-x`, ATTACKER);
      if (res.status === 401) guesses += 1;
      else {
        expect(res.status).toBe(429);
        // The moment the attacker is refused, the owner still gets in from their own address.
        expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, OWNER)).status).toBe(200);
        const wait = Number(res.headers.get("retry-after"));
        waits.push(wait);
        clock += wait * 1000;
      }
    }
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, OWNER)).status).toBe(200);
    // Slowed: a handful of guesses an hour instead of a lock, and each wait longer than the one before.
    expect(guesses).toBeLessThanOrEqual(20);
    expect(waits.length).toBeGreaterThanOrEqual(2);
    expect(waits[0]).toBeLessThanOrEqual(60);
    expect(Math.max(...waits)).toBeGreaterThan(15 * 60 - 120);
  }, 120_000);

  it("counts case and space variants of the e-mail as the same account", async () => {
    const { user } = await t.createUser({ email: "variant.owner@example.com" });
    const variants = ["variant.owner@example.com", "VARIANT.OWNER@example.com", "  Variant.Owner@Example.COM ", "variant.owner@EXAMPLE.com\t"];
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(variants[i % variants.length], "Wrong-password-1", "198.51.100.67")).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(user.email).toBe("variant.owner@example.com");
  });
});
