import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outgoingEmails, users } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { resetTokenFromMail, waitForMail } from "../../../test/fixtures/outbox.ts";

// Issue 45 finding 3: PUT /v1/admin/users/{id} follows the account-change rules.
let t: TestApp;
let clock = new Date("2026-11-23T12:00:10Z");
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { TWO_FACTOR_KEY: "test-key-test-key-test-key-test-key-0123" } });
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<TestApp["createUser"]>>;
type Edit = Parameters<typeof t.api.admin.users[":id"]["$put"]>[0]["json"];
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock.getTime() / 1000) });
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const detailsOf = (a: Account, over: Partial<Edit> = {}): Edit => ({ full_name: a.user.fullName, user_name: a.user.userName, email: a.user.email, phone: a.user.phone, ...over });
const edit = (actor: Account, target: Account, json: Edit) => t.send(t.api.admin.users[":id"].$put({ param: { id: target.user.id }, json }, t.as(actor.token)));
const rowOf = async (a: Account) => (await t.db.select().from(users).where(eq(users.id, a.user.id)))[0];

async function enrolledAdmin() {
  const admin = await t.createUser({ role: "admin" });
  const secret: string = (await t.send(t.api.user["two-factor"].enrolment.$post({}, t.as(admin.token)))).body.data.secret;
  expect((await t.send(t.api.user["two-factor"].enrolment.confirm.$post({ json: { code: await codeAt(secret) } }, t.as(admin.token)))).status).toBe(200);
  later(30);
  return { admin, secret };
}

describe("an admin editing users", () => {
  it("may not set a password: 400 admin_password_forbidden, the password and sessions stay", async () => {
    const admin = await t.createUser({ role: "admin" });
    const customer = await t.createUser();
    const res = await edit(admin, customer, detailsOf(customer, { password: "Fresh-password-42" } as Partial<Edit>));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("admin_password_forbidden");
    expect(res.body.errors.password).toMatch(/reset link/);
    expect((await t.send(t.api.user.login.$post({ json: { email: customer.user.email, password: "Fresh-password-42" } }))).status).toBe(401);
    expect((await t.send(t.api.user.me.$get({}, t.as(customer.token)))).status).toBe(200);
  });

  it("sends a password reset link instead, audited, and the link works", async () => {
    const admin = await t.createUser({ role: "admin" });
    const customer = await t.createUser();
    const res = await t.send(t.api.admin.users[":id"]["password-reset"].$post({ param: { id: customer.user.id } }, t.as(admin.token)));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`We sent a password reset link to ${customer.user.email}.`);
    const token = await resetTokenFromMail(t.db, customer.user.email);
    expect((await t.send(t.api.user.password.reset.$post({ json: { token, newPassword: "Chosen-by-owner-9" } }))).status).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, customer.user.id));
    expect(audit.map((a) => a.action)).toContain("user.password_reset_sent");
  });

  it("a new e-mail goes through the confirmation link to the new address and a notice to the old; the owner is told", async () => {
    const admin = await t.createUser({ role: "admin" });
    const customer = await t.createUser();
    const res = await edit(admin, customer, detailsOf(customer, { email: "moved.customer@example.com", full_name: "Renamed Customer" }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Saved. The e-mail changes when its owner opens the link we sent to moved.customer@example.com.");
    expect(res.body.data).toMatchObject({ email: customer.user.email, full_name: "Renamed Customer" });
    expect((await rowOf(customer)).email).toBe(customer.user.email);
    const [link] = await waitForMail(t.db, "moved.customer@example.com");
    const token = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(link.text)?.[1] ?? "";
    const notices = await waitForMail(t.db, customer.user.email, 2);
    expect(notices.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/e-mail is being changed/), expect.stringMatching(/An administrator changed your account/)]));
    expect((await t.send(t.api.user.email.confirm.$post({ json: { token } }))).status).toBe(200);
    expect((await rowOf(customer)).email).toBe("moved.customer@example.com");
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, customer.user.id));
    expect(audit).toMatchObject({ actorId: admin.user.id, action: "user.updated", details: { changed: ["fullName"], pendingEmail: "moved.customer@example.com" } });
  });

  it("changes to another admin need the acting admin's two-factor code", async () => {
    const { admin, secret } = await enrolledAdmin();
    const other = await t.createUser({ role: "admin" });
    const body = detailsOf(other, { full_name: "Other Admin Renamed" });
    const missing = await edit(admin, other, body);
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe("two_factor_reentry_required");
    const wrong = await edit(admin, other, { ...body, twoFactorCode: "000000" });
    expect(wrong.body.code).toBe("two_factor_reentry_required");
    expect((await rowOf(other)).fullName).toBe(other.user.fullName);
    const right = await edit(admin, other, { ...body, twoFactorCode: await codeAt(secret) });
    expect(right.status).toBe(200);
    expect((await rowOf(other)).fullName).toBe("Other Admin Renamed");
    // An admin without two-factor cannot change another admin at all.
    const plain = await t.createUser({ role: "admin" });
    expect((await edit(plain, other, { ...body, twoFactorCode: "123456" })).body.code).toBe("two_factor_reentry_required");
  });

  it("an admin's own e-mail changes only in its account settings (current password), not here", async () => {
    const admin = await t.createUser({ role: "admin" });
    const res = await edit(admin, admin, detailsOf(admin, { email: "self.moved@example.com" }));
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toMatch(/Settings/);
    expect((await rowOf(admin)).email).toBe(admin.user.email);
    expect(await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, "self.moved@example.com"))).toHaveLength(0);
  });

  it("blocking or archiving another admin needs the acting admin's code; a customer needs none; an owner is never demoted by another", async () => {
    const { admin, secret } = await enrolledAdmin();
    const other = await t.createUser({ role: "admin" });
    const customer = await t.createUser();
    const adminUsers = t.api.admin.users[":id"];
    const param = { id: other.user.id };
    const asAdmin = t.as(admin.token);
    for (const send of [
      () => adminUsers.block.$patch({ param, json: { blocked: true } }, asAdmin),
      () => adminUsers.delete.$patch({ param, json: { deleted: true } }, asAdmin),
    ]) {
      const res = await t.send(send());
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("two_factor_reentry_required");
    }
    expect((await rowOf(other)).role).toBe("admin");
    expect((await rowOf(other)).blockedAt).toBeNull();
    expect((await t.send(adminUsers.block.$patch({ param: { id: customer.user.id }, json: { blocked: true } }, asAdmin))).status).toBe(200);
    // Issue 46: an owner's role is changed by nobody else, whatever code comes with it.
    const demoted = await t.send(adminUsers.role.$patch({ param, json: { role: "user" } }, asAdmin));
    expect(demoted.status).toBe(403);
    expect(demoted.body.code).toBe("owner_protected");
    expect((await rowOf(other)).role).toBe("admin");
    const blockedWithCode = await t.send(adminUsers.block.$patch({ param, json: { blocked: true, twoFactorCode: await codeAt(secret) } }, asAdmin));
    expect(blockedWithCode.status).toBe(200);
    expect((await t.send(t.api.admin.users.$get({ query: {} }, t.as(other.token)))).status).toBe(401);
  });
});
