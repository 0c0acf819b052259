import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminTwoFactor, twoFactorRecoveryCodes } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";

let t: TestApp;
let clock = new Date("2026-11-23T12:00:10Z");
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { TWO_FACTOR_KEY: "test-key-test-key-test-key-test-key-0123" } });
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<TestApp["createUser"]>>;
const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const login = (a: Account) => t.send(t.api.user.login.$post({ json: { email: a.user.email, password: a.password } }));
const secondStep = (ticket: string, code: string) => t.send(t.api.user.login["two-factor"].$post({ json: { ticket, code } }));
/** The same calls from a given address, with the cookies a browser there holds. */
const from = (ip: string, cookie?: string) => t.as(undefined, { "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) });
const loginAt = (a: Account, ip: string, cookie?: string) => t.send(t.api.user.login.$post({ json: { email: a.user.email, password: a.password } }, from(ip, cookie)));
const secondStepAt = (ticket: string, code: string, ip: string, cookie?: string) =>
  t.send(t.api.user.login["two-factor"].$post({ json: { ticket, code } }, from(ip, cookie)));

/** A fresh admin with two-factor on: its secret (as the authenticator app knows it) and recovery codes. */
async function enrolledAdmin() {
  const admin = await t.createUser({ role: "admin" });
  const enrol = await t.send(t.api.user["two-factor"].enrolment.$post({}, t.as(admin.token)));
  const secret: string = enrol.body.data.secret;
  const confirm = await t.send(t.api.user["two-factor"].enrolment.confirm.$post({ json: { code: await codeAt(secret, clock) } }, t.as(admin.token)));
  expect(confirm.status).toBe(200);
  later(30);
  return { admin, secret, recoveryCodes: confirm.body.data.recoveryCodes as string[] };
}

describe("two-factor enrolment", () => {
  it("shows the secret and QR code once, turns on with a right code, and keeps only hashes of 10 recovery codes", async () => {
    const admin = await t.createUser({ role: "admin" });
    expect((await t.send(t.api.user["two-factor"].$get({}, t.as(admin.token)))).body.data).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    const enrol = await t.send(t.api.user["two-factor"].enrolment.$post({}, t.as(admin.token)));
    expect(enrol.status).toBe(200);
    const { secret, otpauthUri, qrCode } = enrol.body.data;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const [stored] = await t.db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, admin.user.id));
    expect(stored.secret).toMatch(/^v1:/);
    expect(stored.secret).not.toContain(secret);

    const wrong = await t.send(t.api.user["two-factor"].enrolment.confirm.$post({ json: { code: "000000" } }, t.as(admin.token)));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toMatch(/not right/);
    const ok = await t.send(t.api.user["two-factor"].enrolment.confirm.$post({ json: { code: await codeAt(secret, clock) } }, t.as(admin.token)));
    expect(ok.status).toBe(200);
    const codes: string[] = ok.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const rows = await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, admin.user.id));
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.codeHash)).not.toContain(codes[0]);

    const status = await t.send(t.api.user["two-factor"].$get({}, t.as(admin.token)));
    expect(status.body.data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status.body)).not.toContain(secret);
    // The secret is never shown again: a second enrolment is refused while two-factor is on.
    expect((await t.send(t.api.user["two-factor"].enrolment.$post({}, t.as(admin.token)))).status).toBe(409);
  });

  it("is for admins only", async () => {
    const customer = await t.createUser();
    expect((await t.send(t.api.user["two-factor"].enrolment.$post({}, t.as(customer.token)))).status).toBe(403);
    expect((await t.send(t.api.user["two-factor"].$get({}, t.as(customer.token)))).status).toBe(403);
  });
});

describe("log-in with two-factor", () => {
  it("asks for a code after the password with a ticket (not a session); a right code opens the session", async () => {
    const { admin, secret } = await enrolledAdmin();
    const first = await login(admin);
    expect(first.status).toBe(200);
    expect(first.body.data.token).toBeUndefined();
    const ticket = first.body.data.secondStep.ticket;
    // The ticket is no bearer token.
    expect((await t.send(t.api.user.me.$get({}, t.as(ticket)))).status).toBe(401);
    const wrong = await secondStep(ticket, "123456");
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("two_factor_code_invalid");
    const right = await secondStep(ticket, await codeAt(secret, clock));
    expect(right.status).toBe(200);
    expect((await t.send(t.api.admin.settings.$get({}, t.as(right.body.data.token)))).status).toBe(200);
    // The ticket works once.
    later(30);
    const again = await secondStep(ticket, await codeAt(secret, clock));
    expect(again.body.code).toBe("two_factor_ticket_invalid");
  });

  it("refuses the same authenticator code twice within its window (no replay)", async () => {
    const { admin, secret } = await enrolledAdmin();
    const code = await codeAt(secret, clock);
    expect((await secondStep((await login(admin)).body.data.secondStep.ticket, code)).status).toBe(200);
    later(5);
    const replay = await secondStep((await login(admin)).body.data.secondStep.ticket, code);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("two_factor_code_invalid");
  });

  it("throttles wrong codes per account, across tickets: the sixth try in a minute is refused even when right", async () => {
    const { admin, secret } = await enrolledAdmin();
    for (let i = 0; i < 5; i++) {
      const ticket = (await login(admin)).body.data.secondStep.ticket;
      expect((await secondStep(ticket, String(100000 + i))).status).toBe(401);
    }
    const ticket = (await login(admin)).body.data.secondStep.ticket;
    const throttled = await secondStep(ticket, await codeAt(secret, clock));
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("counts wrong codes per account and address: someone with the password at one address does not hold the owner at another", async () => {
    const { admin, secret } = await enrolledAdmin();
    const ticket = (await loginAt(admin, "198.51.100.8")).body.data.secondStep.ticket;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await secondStepAt(ticket, String(200000 + i), "198.51.100.8")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const owners = (await loginAt(admin, "203.0.113.8")).body.data.secondStep.ticket;
    expect((await secondStepAt(owners, await codeAt(secret, clock), "203.0.113.8")).status).toBe(200);
  });

  it("bounds guesses from many addresses with a per-account ceiling that a device which signed in before is not held by", async () => {
    const { admin, secret } = await enrolledAdmin();
    const signedIn = await secondStepAt((await loginAt(admin, "203.0.113.9")).body.data.secondStep.ticket, await codeAt(secret, clock), "203.0.113.9");
    expect(signedIn.status).toBe(200);
    const cookie = /^(bx_known_device=[^;]+)/.exec(signedIn.headers.get("set-cookie") ?? "")?.[1];
    expect(cookie).toBeDefined();
    later(30);
    // 40 wrong codes from 8 addresses, 5 each: within every address's own limits, not within the account's.
    const ticket = (await loginAt(admin, "198.18.9.1")).body.data.secondStep.ticket;
    const statuses: number[] = [];
    for (let a = 0; a < 8; a++) for (let i = 0; i < 5; i++) statuses.push((await secondStepAt(ticket, String(300000 + a * 10 + i), `198.18.9.${a}`)).status);
    // The ceiling counts wrong codes: 30 an hour (the owner's two right ones, enrolment and sign-in, are not counted).
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // A new device is held too; the owner's device that signed in before is not.
    const fresh = (await loginAt(admin, "192.0.2.90")).body.data.secondStep.ticket;
    expect((await secondStepAt(fresh, await codeAt(secret, clock), "192.0.2.90")).status).toBe(429);
    const owners = (await loginAt(admin, "192.0.2.91", cookie)).body.data.secondStep.ticket;
    expect((await secondStepAt(owners, await codeAt(secret, clock), "192.0.2.91", cookie)).status).toBe(200);
  });

  it("accepts a recovery code once (typed in any case, without dashes)", async () => {
    const { admin, recoveryCodes } = await enrolledAdmin();
    const typed = recoveryCodes[3].replace(/-/g, "").toUpperCase();
    const used = await secondStep((await login(admin)).body.data.secondStep.ticket, typed);
    expect(used.status).toBe(200);
    expect(used.body.message).toMatch(/recovery code is now used up/);
    const again = await secondStep((await login(admin)).body.data.secondStep.ticket, recoveryCodes[3]);
    expect(again.body.code).toBe("two_factor_code_invalid");
    expect((await t.send(t.api.user["two-factor"].$get({}, t.as(used.body.data.token)))).body.data.recoveryCodesLeft).toBe(9);
  });

  it("lets a ticket expire after 5 minutes", async () => {
    const { admin, secret } = await enrolledAdmin();
    const ticket = (await login(admin)).body.data.secondStep.ticket;
    later(5 * 60 + 1);
    expect((await secondStep(ticket, await codeAt(secret, clock))).body.code).toBe("two_factor_ticket_invalid");
  });

  it("leaves customers' log-in and admins without two-factor as before", async () => {
    const customer = await t.createUser();
    const admin = await t.createUser({ role: "admin" });
    for (const account of [customer, admin]) {
      const res = await login(account);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.data).sort()).toEqual(["token", "user"]);
    }
  });
});

describe("turning two-factor off", () => {
  it("needs a fresh code: none or a wrong or replayed one is refused", async () => {
    const { admin, secret } = await enrolledAdmin();
    const session = await secondStep((await login(admin)).body.data.secondStep.ticket, await codeAt(secret, clock));
    const token = session.body.data.token;
    const usedCode = await codeAt(secret, clock);
    expect((await t.send(t.api.user["two-factor"].disable.$post({ json: {} as never }, t.as(token)))).status).toBe(400); // invalid on purpose: no code
    expect((await t.send(t.api.user["two-factor"].disable.$post({ json: { code: "000000" } }, t.as(token)))).status).toBe(400);
    expect((await t.send(t.api.user["two-factor"].disable.$post({ json: { code: usedCode } }, t.as(token)))).status).toBe(400);
    later(30);
    expect((await t.send(t.api.user["two-factor"].disable.$post({ json: { code: await codeAt(secret, clock) } }, t.as(token)))).status).toBe(200);
    expect(Object.keys((await login(admin)).body.data).sort()).toEqual(["token", "user"]);
    expect(await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, admin.user.id))).toEqual([]);
  });
});

describe("the store switch: require two-factor for admins", () => {
  it("needs it on for the admin who switches; then admins without it are sent to enrolment and kept out of the admin API", async () => {
    const plain = await t.createUser({ role: "admin" });
    const refused = await t.send(t.api.admin.security.$put({ json: { requireAdminTwoFactor: true } }, t.as(plain.token)));
    expect(refused.status).toBe(409);

    const { admin, secret } = await enrolledAdmin();
    const on = await t.send(t.api.admin.security.$put({ json: { requireAdminTwoFactor: true } }, t.as(admin.token)));
    expect(on.status).toBe(200);
    try {
      // A session opened before the switch no longer reaches the admin API.
      const blocked = await t.send(t.api.admin.settings.$get({}, t.as(plain.token)));
      expect(blocked.status).toBe(403);
      expect(blocked.body.code).toBe("two_factor_setup_required");
      const next = await login(plain);
      expect(next.body.data.twoFactorSetupRequired).toBe(true);
      const token = next.body.data.token;
      expect((await t.send(t.api.admin.orders.$get({ query: {} }, t.as(token)))).body.code).toBe("two_factor_setup_required");
      // Enrolment stays open to them; once enrolled the admin API answers again.
      expect((await t.send(t.api.user["two-factor"].$get({}, t.as(token)))).body.data).toMatchObject({ enabled: false, required: true });
      const enrol = await t.send(t.api.user["two-factor"].enrolment.$post({}, t.as(token)));
      await t.send(t.api.user["two-factor"].enrolment.confirm.$post({ json: { code: await codeAt(enrol.body.data.secret, clock) } }, t.as(token)));
      expect((await t.send(t.api.admin.settings.$get({}, t.as(token)))).status).toBe(200);
      // While required, nobody turns it off.
      later(30);
      const off = await t.send(t.api.user["two-factor"].disable.$post({ json: { code: await codeAt(secret, clock) } }, t.as(admin.token)));
      expect(off.status).toBe(409);
      // Customers are untouched.
      const customer = await t.createUser();
      expect(Object.keys((await login(customer)).body.data).sort()).toEqual(["token", "user"]);
    } finally {
      await t.send(t.api.admin.security.$put({ json: { requireAdminTwoFactor: false } }, t.as(admin.token)));
    }
  });
});
