import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outgoingEmails, users } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["createUser"]>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser({ role: "admin", fullName: "Olive Owner" });
});
afterAll(() => t.close());

const roleOf = async (id: string) => (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0].role;

describe("staff (issue 46)", () => {
  it("invites a new address with a password link, gives a customer a role, refuses one already on the staff", async () => {
    const staff = t.api.admin.staff;
    const invited = await t.send(staff.$post({ json: { email: "Dana.Dispatch@Example.com", fullName: "Dana Dispatch", role: "dispatch" } }, t.as(owner.token)));
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ invited: true, member: { email: "dana.dispatch@example.com", role: "dispatch", roleLabel: "Dispatch" } });
    const [mail] = await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, "dana.dispatch@example.com"));
    expect(mail.subject).toMatch(/team/);
    expect(mail.text).toMatch(/as Dispatch/);
    expect(mail.text).toMatch(/\/reset-password\/[\w-]{20,}/);

    const customer = await t.createUser({ fullName: "Sam Sales" });
    const promoted = await t.send(staff.$post({ json: { email: customer.user.email, fullName: "Sam Sales", role: "sales" } }, t.as(owner.token)));
    expect(promoted.status).toBe(201);
    expect(promoted.body.data.invited).toBe(false);
    expect(await roleOf(customer.user.id)).toBe("sales");
    const again = await t.send(staff.$post({ json: { email: customer.user.email, fullName: "Sam Sales", role: "accounts" } }, t.as(owner.token)));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("already_staff");
    const bad = await t.send(staff.$post({ json: { email: "nope", fullName: "", role: "sales" } }, t.as(owner.token)));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(["email", "fullName"]));

    const list = await t.send(staff.$get({}, t.as(owner.token)));
    expect(list.body.data[0].role).toBe("admin");
    expect(list.body.data.map((m: { email: string }) => m.email)).toEqual(expect.arrayContaining(["dana.dispatch@example.com", customer.user.email]));
    expect(list.body.data.some((m: { role: string }) => m.role === "user")).toBe(false);
  });

  it("changes a staff role, never an owner's; staff manage customers, not staff", async () => {
    const sales = await t.createUser({ role: "sales" });
    const other = await t.createUser({ role: "admin" });
    const role = t.api.admin.staff[":id"].role;
    const moved = await t.send(role.$put({ param: { id: sales.user.id }, json: { role: "accounts" } }, t.as(owner.token)));
    expect(moved.status).toBe(200);
    expect(await roleOf(sales.user.id)).toBe("accounts");
    const demoteOwner = await t.send(role.$put({ param: { id: other.user.id }, json: { role: "sales" } }, t.as(owner.token)));
    expect(demoteOwner.status).toBe(403);
    expect(demoteOwner.body.code).toBe("owner_protected");
    expect(await roleOf(other.user.id)).toBe("admin");
    // A sales account cannot reach the staff routes, nor block an owner through the customers' routes.
    const seller = await t.createUser({ role: "sales" });
    expect((await t.send(role.$put({ param: { id: owner.user.id }, json: { role: "user" } }, t.as(seller.token)))).body.code).toBe("role_forbidden");
    const block = await t.send(t.api.admin.users[":id"].block.$patch({ param: { id: owner.user.id }, json: { blocked: true } }, t.as(seller.token)));
    expect(block.status).toBe(403);
    expect(block.body.code).toBe("role_forbidden");
    const customer = await t.createUser();
    expect((await t.send(t.api.admin.users[":id"].block.$patch({ param: { id: customer.user.id }, json: { blocked: true } }, t.as(seller.token)))).status).toBe(200);
  });

  it("filters the audit log by who, what, object and day, and pages by id", async () => {
    const audit = t.api.admin.audit;
    const byOwner = await t.send(audit.$get({ query: { actor: "olive", limit: "50" } }, t.as(owner.token)));
    const actions = byOwner.body.data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["staff.invited", "staff.added", "user.role_changed"]));
    expect(byOwner.body.data.every((e: { actor: { name: string } }) => e.actor.name === "Olive Owner")).toBe(true);
    const invites = await t.send(audit.$get({ query: { action: "staff.inv" } }, t.as(owner.token)));
    expect(invites.body.data.map((e: { action: string }) => e.action)).toEqual(["staff.invited"]);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, "staff.invited"));
    const byObject = await t.send(audit.$get({ query: { entity: "user", entityId: row.entityId ?? "" } }, t.as(owner.token)));
    expect(byObject.body.data.map((e: { id: number }) => e.id)).toEqual([row.id]);
    const today = t.deps.now().toISOString().slice(0, 10);
    expect((await t.send(audit.$get({ query: { from: today, to: today, limit: "200" } }, t.as(owner.token)))).body.data.length).toBe(byOwner.body.data.length + 1);
    expect((await t.send(audit.$get({ query: { to: "2000-01-01" } }, t.as(owner.token)))).body.data).toEqual([]);
    const first = await t.send(audit.$get({ query: { limit: "2" } }, t.as(owner.token)));
    const next = await t.send(audit.$get({ query: { limit: "2", before: String(first.body.data[1].id) } }, t.as(owner.token)));
    expect(next.body.data[0].id).toBeLessThan(first.body.data[1].id);
    expect((await t.send(audit.$get({ query: { from: "yesterday" } }, t.as(owner.token)))).status).toBe(400);
  });
});
