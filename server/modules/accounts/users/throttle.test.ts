import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { RESET_REQUESTED } from "../../../routes/users/password-routes.ts";
import { waitForMail } from "../../../test/fixtures/outbox.ts";
import { LIMITS, LOGIN_ACCOUNT_TIERS, LOGIN_PAIR_TIERS } from "./throttle.ts";

const FIRST_TIER = LOGIN_PAIR_TIERS[0];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string, cookie?: string) =>
  t.send(t.api.user.login.$post({ json: { email, password } }, t.as(undefined, { "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) })));
/** The known-device cookie an answer set, as the browser sends it back. */
const knownDevice = (res: { headers: Headers }) => /^(bx_known_device=[^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
const resetRequest = (email: string, ip: string) =>
  t.send(t.api.user.password["reset-request"].$post({ json: { email } }, t.as(undefined, { "x-forwarded-for": ip })));

/** Counts all but one allowed hit, as if they had come before. */
async function prefill(key: string, rule: { limit: number; windowMs: number }) {
  for (let i = 0; i < rule.limit - 1; i++) await t.deps.rateLimiter.hit(key, rule.limit, rule.windowMs);
}

function expectThrottled(res: { status: number; headers: Headers; body: { message: string } }, maxSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body.message).toBe("Too many requests. Please try again later.");
  const retry = Number(res.headers.get("retry-after"));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(maxSeconds);
}

describe("throttling", () => {
  it("limits log-in attempts per account and address, even with the right password then; other addresses still get in", async () => {
    const { user, password } = await t.createUser();
    for (let i = 0; i < FIRST_TIER.limit; i++) expect((await login(user.email, "Wrong-password-1", "192.0.2.1")).status).toBe(401);
    expectThrottled(await login(user.email.toUpperCase(), password, "192.0.2.1"), FIRST_TIER.windowMs / 1000);
    expect((await login(user.email, password, "192.0.2.200")).status).toBe(200);
  });

  it("a successful log-in clears the account's count from that address", async () => {
    const { user, password } = await t.createUser();
    for (let i = 0; i < FIRST_TIER.limit - 1; i++) await login(user.email, "Wrong-password-1", "192.0.2.50");
    expect((await login(user.email, password, "192.0.2.50")).status).toBe(200);
    for (let i = 0; i < FIRST_TIER.limit - 1; i++) {
      expect((await login(user.email, "Wrong-password-1", "192.0.2.50")).status).toBe(401);
    }
  });

  it("limits log-in attempts per address across accounts", async () => {
    const ip = "198.51.100.77";
    // The earlier attempts are counted straight into the limiter: 200 real ones would cost 200 argon2 checks.
    await prefill(`login:ip:${ip}`, LIMITS.loginAddress);
    expect((await login("spray1@example.com", "x", ip)).status).toBe(401);
    expectThrottled(await login("spray2@example.com", "x", ip), 15 * 60);
    expect((await login("spray2@example.com", "x", "198.51.100.78")).status).toBe(401);
  });

  it("caps guesses at one account from many addresses, while the owner's device that signed in before still gets in", async () => {
    const { user, password } = await t.createUser({ email: "spread.target@example.com" });
    const laptop = await login(user.email, password, "203.0.113.30");
    const cookie = knownDevice(laptop);
    expect(cookie).toBeDefined();
    expect(laptop.headers.get("set-cookie")).toMatch(/; Path=\/v1\/user; HttpOnly; SameSite=Strict/i);
    // 100 wrong passwords from 20 addresses, 5 each: within every address's own limits.
    const statuses: number[] = [];
    for (let a = 0; a < 20; a++) for (let i = 0; i < 5; i++) statuses.push((await login(user.email, `Guess-${a}-${i}-x`, `198.18.7.${a}`)).status);
    // The owner's own sign-in was given back: all 20 of the 15-minute cap went to the guesses.
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_ACCOUNT_TIERS[0].limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LOGIN_ACCOUNT_TIERS[0].limit);
    const capped = await login(user.email, password, "198.18.8.1");
    expect(capped.status).toBe(429);
    // The waits grow: past the 15-minute tier, the hour tier holds the rest.
    expect(Number(capped.headers.get("retry-after"))).toBeGreaterThan(15 * 60);
    expect(Number(capped.headers.get("retry-after"))).toBeLessThanOrEqual(60 * 60);
    // The owner, from the laptop that signed in before, gets in at once, even on another network.
    expect((await login(user.email, password, "192.0.2.77", cookie)).status).toBe(200);
    // The cookie is the account's own: another account's does not open this cap, nor a forged one.
    const forged = cookie?.replace(/.(?=$)/, (ch) => (ch === "A" ? "B" : "A"));
    expect((await login(user.email, password, "192.0.2.78", forged)).status).toBe(429);
    const other = await t.createUser();
    const othersCookie = knownDevice(await login(other.user.email, other.password, "192.0.2.79"));
    expect((await login(user.email, password, "192.0.2.79", othersCookie)).status).toBe(429);
  }, 120_000);


  it("holds the per-account cap under parallel guesses: each is counted before its password is checked", async () => {
    const { user } = await t.createUser();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(user.email, `Guess-${i}-parallel`, `198.18.11.${i}`)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(LOGIN_ACCOUNT_TIERS[0].limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40 - LOGIN_ACCOUNT_TIERS[0].limit);
  }, 60_000);

  it("counts only failures against the per-account cap: an account signing in from many fresh browsers is not held", async () => {
    const { user, password } = await t.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_ACCOUNT_TIERS[1].limit + 5; i++) statuses.push((await login(user.email, password, `198.18.10.${i}`)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
  }, 60_000);

  it("limits reset requests per address, the same for unknown addresses", async () => {
    const ip = "203.0.113.99";
    for (let i = 0; i < LIMITS.resetAddress.limit; i++) expect((await resetRequest(`r${i}@example.com`, ip)).status).toBe(200);
    expectThrottled(await resetRequest("r-last@example.com", ip), 60 * 60);
  });

  it("never refuses an account's owner a reset: a flood from many addresses gets the usual answer and at most 5 mails an hour", async () => {
    const { user } = await t.createUser();
    for (let i = 0; i < 8; i++) expect((await resetRequest(user.email, `192.0.2.${100 + i}`)).status).toBe(200);
    // The owner, from an address of their own, gets the answer anyone gets (it was 429 with Retry-After 3600).
    const owner = await resetRequest(user.email.toUpperCase(), "192.0.2.199");
    expect(owner.status).toBe(200);
    expect(owner.body.message).toBe(RESET_REQUESTED);
    expect(owner.headers.get("retry-after")).toBeNull();
    // The mailbox is not flooded: five mails, no sixth. Each link lives as long as the mail window, so the owner
    // always holds a live one while further requests are not mailed.
    const mails = await waitForMail(t.db, user.email, 5);
    await expect(waitForMail(t.db, user.email, 6, 500)).rejects.toThrow(/no mail/);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mails[0].text)?.[1] ?? "";
    expect((await t.send(t.api.user.password["verify-token"].$post({ json: { token } }))).status).toBe(200);
    // Requests arriving together meet the same bound: the mail count is taken atomically before each token.
    const other = await t.createUser();
    const together = await Promise.all(Array.from({ length: 10 }, (_, i) => resetRequest(other.user.email, `192.0.2.${140 + i}`)));
    expect(together.every((r) => r.status === 200)).toBe(true);
    await waitForMail(t.db, other.user.email, 5);
    await expect(waitForMail(t.db, other.user.email, 6, 500)).rejects.toThrow(/no mail/);
    // An unknown address is answered the same.
    for (let i = 0; i < 8; i++) expect((await resetRequest("nobody@example.com", `192.0.2.${120 + i}`)).body.message).toBe(RESET_REQUESTED);
  });

  it("limits registrations per address", async () => {
    const ip = "203.0.113.150";
    await prefill(`register:ip:${ip}`, LIMITS.registerAddress);
    const body = (i: number) => ({ full_name: "R", user_name: `reg${i}`, email: `reg${i}@example.com`, phone: "3055550100", password: "Stacked-boxes-9" });
    expect((await t.send(t.api.user.register.$post({ json: body(1) }, t.as(undefined, { "x-forwarded-for": ip })))).status).toBe(201);
    expectThrottled(await t.send(t.api.user.register.$post({ json: body(2) }, t.as(undefined, { "x-forwarded-for": ip }))), 60 * 60);
    expect((await t.send(t.api.user.register.$post({ json: body(2) }, t.as(undefined, { "x-forwarded-for": "203.0.113.151" })))).status).toBe(201);
  });
});
