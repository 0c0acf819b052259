import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: "admin", fullName: "Ada Admin" });
});
afterAll(() => t.close());

describe("admin users", () => {
  it("searches name, e-mail and username, case-insensitively; an empty search lists everyone", async () => {
    await t.createUser({ fullName: "Zelda Quartermain", email: "zq@example.com" });
    const byName = await t.send(t.api.admin.users.$get({ query: { search: "quarter" } }, t.as(admin.token)));
    expect(byName.body.data.map((u: { email: string }) => u.email)).toEqual(["zq@example.com"]);
    expect((await t.send(t.api.admin.users.$get({ query: { search: "ZQ@EXAMPLE" } }, t.as(admin.token)))).body.data).toHaveLength(1);
    expect((await t.send(t.api.admin.users.$get({ query: { search: "%" } }, t.as(admin.token)))).body.data).toHaveLength(0);
    const all = await t.send(t.api.admin.users.$get({ query: {} }, t.as(admin.token)));
    expect(all.body.data.length).toBeGreaterThanOrEqual(3);
    expect(all.body.data[0]).not.toHaveProperty("passwordHash");
  });

  it("matches each field alone: a term spanning two fields finds nobody, and an edit is found by its new name", async () => {
    const u = await t.createUser({ fullName: "Yara Northwind", email: "yara.n@example.com" });
    const emails = async (term: string) => (await t.send(t.api.admin.users.$get({ query: { search: term } }, t.as(admin.token)))).body.data.map((x: { email: string }) => x.email);
    expect(await emails(u.user.userName.toUpperCase())).toEqual(["yara.n@example.com"]);
    // The search key joins the fields with newlines: a term across that join is no field's text.
    expect(await emails("northwind\nyara")).toEqual([]);
    expect(await emails("northwind yara")).toEqual([]);
    await t.send(t.api.admin.users[":id"].$put({ param: { id: u.user.id }, json: { full_name: "Yara Southgate", user_name: u.user.userName, email: u.user.email, phone: "" } }, t.as(admin.token)));
    expect(await emails("southgate")).toEqual(["yara.n@example.com"]);
    expect(await emails("northwind")).toEqual([]);
  });

  it("edits a profile and keeps the user's sessions (passwords are the owner's: admin-user-edit.test.ts)", async () => {
    const u = await t.createUser();
    const base = { full_name: "New Name", user_name: u.user.userName, email: u.user.email, phone: "305-555-0199" };
    const res = await t.send(t.api.admin.users[":id"].$put({ param: { id: u.user.id }, json: base }, t.as(admin.token)));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ full_name: "New Name", phone: "305-555-0199" });
    expect((await t.send(t.api.user.orders.$get({}, t.as(u.token)))).status).toBe(200);

  });

  it("refuses a taken e-mail (409), any password (400) and a bad e-mail with field errors", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const base = { full_name: "B", user_name: b.user.userName, email: a.user.email, phone: "" };
    const taken = await t.send(t.api.admin.users[":id"].$put({ param: { id: b.user.id }, json: base }, t.as(admin.token)));
    expect(taken.status).toBe(409);
    expect(taken.body.errors.email).toBeTruthy();
    const weak = await t.send(t.api.admin.users[":id"].$put({ param: { id: b.user.id }, json: { ...base, email: b.user.email, password: "password" } }, t.as(admin.token)));
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe("admin_password_forbidden");
    expect((await t.send(t.api.admin.users[":id"].$put({ param: { id: b.user.id }, json: { ...base, email: "nope" } }, t.as(admin.token)))).body.errors.email).toBeTruthy();
  });

  it("blocking ends the user's sessions and shows blocked_at; unblocking clears it", async () => {
    const u = await t.createUser();
    const block = await t.send(t.api.admin.users[":id"].block.$patch({ param: { id: u.user.id }, json: { blocked: true } }, t.as(admin.token)));
    expect(block.status).toBe(200);
    expect(block.body.message).toBe("User blocked successfully.");
    expect(block.body.data.blocked_at).toBeTruthy();
    expect((await t.send(t.api.user.orders.$get({}, t.as(u.token)))).status).toBe(401);
    const login = await t.send(t.api.user.login.$post({ json: { email: u.user.email, password: u.password } }));
    expect(login.status).toBe(403);
    const unblock = await t.send(t.api.admin.users[":id"].block.$patch({ param: { id: u.user.id }, json: { blocked: false } }, t.as(admin.token)));
    expect(unblock.body.data.blocked_at).toBeNull();
    expect(unblock.body.message).toBe("User unblocked successfully.");
  });

  it("archiving ends sessions and restoring brings the account back", async () => {
    const u = await t.createUser();
    const archive = await t.send(t.api.admin.users[":id"].delete.$patch({ param: { id: u.user.id }, json: { deleted: true } }, t.as(admin.token)));
    expect(archive.body.data.deleted_at).toBeTruthy();
    expect((await t.send(t.api.user.orders.$get({}, t.as(u.token)))).status).toBe(401);
    const restore = await t.send(t.api.admin.users[":id"].delete.$patch({ param: { id: u.user.id }, json: { deleted: false } }, t.as(admin.token)));
    expect(restore.body).toMatchObject({ message: "User restored successfully.", data: { deleted_at: null } });
  });

  it("changes roles; a promoted user reaches the admin API; an owner is not demoted by another owner", async () => {
    const u = await t.createUser();
    expect((await t.send(t.api.admin.users.$get({ query: {} }, t.as(u.token)))).status).toBe(403);
    const promote = await t.send(t.api.admin.users[":id"].role.$patch({ param: { id: u.user.id }, json: { role: "admin" } }, t.as(admin.token)));
    expect(promote.body).toMatchObject({ message: "Role updated successfully.", data: { role: "admin" } });
    expect((await t.send(t.api.admin.users.$get({ query: {} }, t.as(u.token)))).status).toBe(200);
    // Issue 46: an owner's role is changed by nobody else.
    const demote = await t.send(t.api.admin.users[":id"].role.$patch({ param: { id: u.user.id }, json: { role: "user" } }, t.as(admin.token)));
    expect(demote.status).toBe(403);
    expect(demote.body.code).toBe("owner_protected");
    expect((await t.send(t.api.admin.users.$get({ query: {} }, t.as(u.token)))).status).toBe(200);
    expect((await t.send(t.api.admin.users[":id"].role.$patch({ param: { id: u.user.id }, json: { role: "root" as never } }, t.as(admin.token)))).status).toBe(400); // invalid on purpose: no such role
  });

  it("an admin cannot block, archive or demote themselves", async () => {
    const id = admin.user.id;
    const self = t.api.admin.users[":id"];
    const changes = {
      block: () => self.block.$patch({ param: { id }, json: { blocked: true } }, t.as(admin.token)),
      delete: () => self.delete.$patch({ param: { id }, json: { deleted: true } }, t.as(admin.token)),
      role: () => self.role.$patch({ param: { id }, json: { role: "user" } }, t.as(admin.token)),
    };
    for (const [path, change] of Object.entries(changes)) {
      const res = await t.send(change());
      expect(res.status, path).toBe(400);
      expect(res.body.message).toMatch(/your own/);
    }
    expect((await t.send(t.api.admin.users.$get({ query: {} }, t.as(admin.token)))).status).toBe(200);
  });

  it("unknown users are 404 and every change leaves an audit entry by the acting admin", async () => {
    expect((await t.send(t.api.admin.users[":id"].block.$patch({ param: { id: "00000000-0000-4000-8000-000000000000" }, json: { blocked: true } }, t.as(admin.token)))).status).toBe(404);
    expect((await t.send(t.api.admin.users[":id"].orders.$get({ param: { id: "nope" } }, t.as(admin.token)))).status).toBe(404);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id));
    const actions = new Set(entries.map((e) => e.action));
    for (const a of ["user.updated", "user.blocked", "user.unblocked", "user.archived", "user.restored", "user.role_changed"]) expect(actions).toContain(a);
    const audit = await t.send(t.api.admin.audit.$get({ query: { limit: "5" } }, t.as(admin.token)));
    expect(audit.body.data).toHaveLength(5);
    expect(audit.body.data[0].actor).toMatchObject({ id: admin.user.id, name: "Ada Admin" });
  });
});
