import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { waitForMail } from "../../../test/fixtures/outbox.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (token: string, body: Parameters<typeof t.api.admin.account.$put>[0]["json"]) => t.send(t.api.admin.account.$put({ json: body }, t.as(token)));

describe("PUT /v1/admin/account", () => {
  it("saves the display name; keeps username and an empty phone (the seeded admin has none)", async () => {
    const admin = await t.createUser({ role: "admin" });
    await t.db.update(users).set({ phone: "" }).where(eq(users.id, admin.user.id));
    const res = await put(admin.token, { full_name: "Rita Yard", email: admin.user.email });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ full_name: "Rita Yard", user_name: admin.user.userName, phone: "" });
  });

  it("a new e-mail needs the current password and changes only through the link mailed to it", async () => {
    const admin = await t.createUser({ role: "admin" });
    const missing = await put(admin.token, { full_name: admin.user.fullName, email: "rita.new@example.com" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.currentPassword).toMatch(/current password/);
    const res = await put(admin.token, { full_name: admin.user.fullName, email: "Rita.New@example.com", currentPassword: admin.password });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("We sent a confirmation link to rita.new@example.com. Your e-mail changes when you open it.");
    expect(res.body.data.email).toBe(admin.user.email);
    const [link] = await waitForMail(t.db, "rita.new@example.com");
    const token = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(link.text)?.[1] ?? "";
    expect((await t.send(t.api.user.email.confirm.$post({ json: { token } }))).status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row.email).toBe("rita.new@example.com");
  });

  it("is for admins, and does not reveal that another account has an e-mail (ADR 070)", async () => {
    const customer = await t.createUser();
    const admin = await t.createUser({ role: "admin" });
    expect((await put(customer.token, { full_name: "X", email: customer.user.email })).status).toBe(403);
    const taken = await put(admin.token, { full_name: "X", email: customer.user.email, currentPassword: admin.password });
    expect(taken.status).toBe(200);
    expect(taken.body.message).toBe(`We sent a confirmation link to ${customer.user.email}. Your e-mail changes when you open it.`);
  });
});
