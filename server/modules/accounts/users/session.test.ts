import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../../../db/schema/index.ts";
import { ok } from "../../../lib/envelope.ts";
import { requireAdmin } from "../../../lib/auth.ts";
import { hashToken } from "../../../lib/tokens.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A throwaway admin-only route: requireAdmin is what every /v1/admin route runs first.
  t.app.get("/admin/__probe", requireAdmin, (c) => ok(c, null, "admin only"));
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = "203.0.113.10") =>
  t.send(t.api.user.login.$post({ json: { email, password } }, t.as(undefined, { "x-forwarded-for": ip })));

describe("POST /v1/user/login", () => {
  it("answers a token and the user (e-mail in any case) and the token opens /user/me", async () => {
    const { user, password } = await t.createUser({ email: "lou@example.com" });
    const res = await login("  LOU@Example.com ", password);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Login successful!");
    expect(res.body.data.user).toEqual({
      id: user.id, full_name: user.fullName, user_name: user.userName, email: "lou@example.com", phone: "305-555-0100",
      email_verified_at: user.emailVerifiedAt?.toISOString(), role: "user", blocked_at: null, deleted_at: null, createdAt: user.createdAt.toISOString(),
    });
    const token: string = res.body.data.token;
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row.userId).toBe(user.id);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * 24 * 3600 * 1000);
    const me = await t.send(t.api.user.me.$get({}, t.as(token)));
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe("lou@example.com");
  });

  it("logs the admin in with role admin", async () => {
    const res = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(res.status).toBe(200);
    expect(res.body.data.user.role).toBe("admin");
  });

  it("gives the same 401 for an unknown e-mail and a wrong password", async () => {
    const { user } = await t.createUser();
    const unknown = await login("nobody@example.com", "Whatever-pass-1");
    const wrong = await login(user.email, "Whatever-pass-1");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, status: "error", code: "invalid_credentials", message: "Invalid email or password", data: null });
    expect(wrong.body).toEqual(unknown.body);
  });

  it("takes about as long for an unknown e-mail as for a wrong password (one argon2 check each)", async () => {
    const { user } = await t.createUser();
    // Interleaved, so a busy machine slows both kinds alike; medians of nine.
    const samples = { wrong: [] as number[], unknown: [] as number[] };
    const timed = async (email: string, i: number) => {
      const start = performance.now();
      await login(email, `Wrong-pass-${i}`, `198.51.100.${i}`);
      return performance.now() - start;
    };
    for (let i = 0; i < 9; i++) {
      samples.wrong.push(await timed(user.email, i));
      samples.unknown.push(await timed("ghost@example.com", i + 100));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[4];
    const [wrong, unknown] = [median(samples.wrong), median(samples.unknown)];
    // Without the dummy verification an unknown e-mail answers in a couple of ms, far below this ratio.
    expect(unknown / wrong).toBeGreaterThan(0.5);
    expect(unknown / wrong).toBeLessThan(2.5);
  });

  it("tells a blocked account that it is blocked (403), but only with the right password", async () => {
    const { user, password } = await t.createUser();
    await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.id));
    const res = await login(user.email, password);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Your account has been blocked. Please contact support.");
    expect((await login(user.email, "Not-the-password-9")).status).toBe(401);
  });

  it("treats an archived account like invalid credentials (401)", async () => {
    const { user, password } = await t.createUser();
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const res = await login(user.email, password);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Invalid email or password");
  });

  it("validates the body (400 with field errors)", async () => {
    const res = await t.send(t.api.user.login.$post({ json: { email: "" } as never })); // invalid on purpose: no password
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["email", "password"]);
  });
});

describe("sessions", () => {
  it("the account routes are in the OpenAPI document", async () => {
    const doc = (await t.call("GET", "/v1/openapi.json")).body; // the OpenAPI document is not a typed route
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/user/register", "/user/login", "/user/logout", "/user/me", "/user/password/reset-request", "/user/password/verify-token", "/user/password/reset"]),
    );
    expect(doc.paths["/user/me"].get.security).toEqual([{ bearer: [] }]);
  });

  it("POST /v1/user/logout revokes only the token it is called with", async () => {
    const { user, password } = await t.createUser();
    const a = (await login(user.email, password)).body.data.token;
    const b = (await login(user.email, password)).body.data.token;
    const res = await t.send(t.api.user.logout.$post({}, t.as(a)));
    expect(res.status).toBe(200);
    expect((await t.send(t.api.user.me.$get({}, t.as(a)))).status).toBe(401);
    expect((await t.send(t.api.user.logout.$post({}, t.as(a)))).status).toBe(401);
    expect((await t.send(t.api.user.me.$get({}, t.as(b)))).status).toBe(200);
  });

  it("refuses a token once the user is blocked or archived", async () => {
    const blocked = await t.createUser();
    await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.user.id));
    const res = await t.send(t.api.user.me.$get({}, t.as(blocked.token)));
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/blocked/);
    const archived = await t.createUser();
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, archived.user.id));
    expect((await t.send(t.api.user.me.$get({}, t.as(archived.token)))).status).toBe(401);
  });

  it("refuses an expired token, a made-up token and no token with 401", async () => {
    const { user, token } = await t.createUser();
    expect((await t.send(t.api.user.me.$get({}, t.as("made-up")))).status).toBe(401);
    const anonymous = await t.send(t.api.user.me.$get({}));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Authentication required");
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect((await t.send(t.api.user.me.$get({}, t.as(token)))).status).toBe(401);
  });

  it("an /admin route gives a customer's token 403, no token 401 and the admin's token 200", async () => {
    const customer = await t.createUser();
    const admin = await t.createUser({ role: "admin" });
    // The throwaway route mounted in beforeAll is not in the typed app.
    const probe = (token?: string) => t.call("GET", "/v1/admin/__probe", { token });
    const asCustomer = await probe(customer.token);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.message).toBe("Admin access required");
    expect((await probe()).status).toBe(401);
    expect((await probe(admin.token)).status).toBe(200);
  });

  it("a customer's token on the real GET /v1/admin/dashboard gets 403", async () => {
    const customer = await t.createUser();
    const res = await t.send(t.api.admin.dashboard.$get({}, t.as(customer.token)));
    expect(res.status).toBe(403);
    expect((await t.send(t.api.admin.dashboard.$get({}, t.as((await t.createUser({ role: "admin" })).token)))).status).toBe(200);
  });
});
