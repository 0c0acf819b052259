import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../../db/schema/index.ts";
import { createSession } from "../../../lib/sessions.ts";
import { verifyPassword } from "../../../lib/passwords.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { waitForMail } from "../../../test/fixtures/outbox.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type U = Awaited<ReturnType<TestApp["createUser"]>>;
type ProfileJson = Parameters<typeof t.api.user.profile.$put>[0]["json"];
const details = (u: U["user"], over: Partial<ProfileJson> = {}): ProfileJson => ({
  full_name: u.fullName,
  user_name: u.userName,
  email: u.email,
  phone: u.phone,
  ...over,
});
const put = (token: string | undefined, body: ProfileJson) => t.send(t.api.user.profile.$put({ json: body }, t.as(token)));

describe("PUT /v1/user/profile", () => {
  it("updates the caller's own details and answers the user without a password", async () => {
    const u = await t.createUser();
    const res = await put(u.token, details(u.user, { full_name: "Dana Scully", user_name: "dana.s", email: u.user.email.toUpperCase(), phone: "+1 (305) 555-0123" }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: u.user.id, full_name: "Dana Scully", user_name: "dana.s", email: u.user.email, phone: "+1 (305) 555-0123", role: "user" });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row.fullName).toBe("Dana Scully");
  });

  it("a new e-mail needs the current password, is confirmed by a link to it, and the old address is told", async () => {
    const u = await t.createUser();
    const stored = async () => (await t.db.select().from(users).where(eq(users.id, u.user.id)))[0].email;
    const missing = await put(u.token, details(u.user, { email: "attacker@example.com" }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors.currentPassword).toBe("Enter your current password to change your email");
    const wrong = await put(u.token, details(u.user, { email: "attacker@example.com", currentPassword: "not-it" }));
    expect(wrong.status).toBe(400);
    expect(await stored()).toBe(u.user.email);

    const res = await put(u.token, details(u.user, { email: "Dana.New@Example.com", currentPassword: u.password }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("We sent a confirmation link to dana.new@example.com. Your e-mail changes when you open it.");
    expect(res.body.data.email).toBe(u.user.email);
    expect(await stored()).toBe(u.user.email);
    const [told] = await waitForMail(t.db, u.user.email);
    expect(told.text).toContain("dana.new@example.com");
    expect(told.text).not.toContain("/confirm-email/");
    const [link] = await waitForMail(t.db, "dana.new@example.com");
    const token = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(link.text)?.[1] ?? "";

    const confirm = await t.send(t.api.user.email.confirm.$post({ json: { token } }));
    expect(confirm.status).toBe(200);
    expect(confirm.body.data.email).toBe("dana.new@example.com");
    expect(await stored()).toBe("dana.new@example.com");
    expect((await t.send(t.api.user.email.confirm.$post({ json: { token } }))).status).toBe(400);
    expect((await t.send(t.api.user.email.confirm.$post({ json: { token: "made-up" } }))).body.message).toMatch(/invalid or has expired/);
  });

  it("answers 409 naming the username when it belongs to someone else (an e-mail is not revealed: ADR 070)", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const name = await put(a.token, details(a.user, { user_name: b.user.userName.toUpperCase() }));
    expect(name.status).toBe(409);
    expect(name.body.errors).toEqual({ user_name: "This username is already taken" });
    // Keeping one's own email and username is not a clash.
    expect((await put(a.token, details(a.user))).status).toBe(200);
  });

  it("gives field errors for bad input", async () => {
    const u = await t.createUser();
    const res = await put(u.token, { full_name: "", user_name: "x", email: "nope", phone: "call me" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["email", "full_name", "phone", "user_name"]);
  });

  it("a new password needs the current one", async () => {
    const u = await t.createUser();
    const missing = await put(u.token, details(u.user, { newPassword: "Brand-new-pass-1" }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors.currentPassword).toBeDefined();
    const wrong = await put(u.token, details(u.user, { newPassword: "Brand-new-pass-1", currentPassword: "wrong-password" }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: "Current password is incorrect" });
    const [row] = await t.db.select().from(users).where(eq(users.id, u.user.id));
    expect(await verifyPassword(row.passwordHash, u.password)).toBe(true);
  });

  it("changing the password keeps this session and revokes the user's other sessions", async () => {
    const u = await t.createUser();
    const other = await createSession(t.db, u.user.id, new Date());
    const stranger = await t.createUser();
    const res = await put(u.token, details(u.user, { newPassword: "Brand-new-pass-1", currentPassword: u.password }));
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.user.id));
    expect(await verifyPassword(row.passwordHash, "Brand-new-pass-1")).toBe(true);
    expect((await put(u.token, details(u.user))).status).toBe(200);
    expect((await put(other, details(u.user))).status).toBe(401);
    expect((await t.send(t.api.user.addresses.$get({}, t.as(stranger.token)))).status).toBe(200);
  });

  it("refuses anonymous callers with 401", async () => {
    const res = await put(undefined, { full_name: "X", user_name: "xyz", email: "x@example.com", phone: "" });
    expect(res.status).toBe(401);
  });
});

describe("PUT /v1/user/profile password rules", () => {
  it("applies the registration password rules to a new password", async () => {
    const u = await t.createUser();
    const short = await put(u.token, details(u.user, { newPassword: "short", currentPassword: u.password }));
    expect(short.status).toBe(400);
    expect(short.body.errors.newPassword).toMatch(/at least/);
    const own = await put(u.token, details(u.user, { newPassword: u.user.email, currentPassword: u.password }));
    expect(own.status).toBe(400);
    expect(own.body.errors.newPassword).toBe("Password cannot be your email address");
    expect((await put(u.token, details(u.user, { newPassword: "", currentPassword: "" }))).status).toBe(200);
  });
});
