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

const as = (token: string) => ({
  get: (p: string) => t.call("GET", p, { token }),
  put: (p: string, body: unknown) => t.call("PUT", p, { token, body }),
  patch: (p: string, body: unknown) => t.call("PATCH", p, { token, body }),
});

describe("admin users", () => {
  it("searches name, e-mail and username, case-insensitively; an empty search lists everyone", async () => {
    await t.createUser({ fullName: "Zelda Quartermain", email: "zq@example.com" });
    const api = as(admin.token);
    const byName = await api.get("/v1/admin/users?search=quarter");
    expect(byName.body.data.map((u: { email: string }) => u.email)).toEqual(["zq@example.com"]);
    expect((await api.get("/v1/admin/users?search=ZQ@EXAMPLE")).body.data).toHaveLength(1);
    expect((await api.get("/v1/admin/users?search=%25")).body.data).toHaveLength(0);
    const all = await api.get("/v1/admin/users");
    expect(all.body.data.length).toBeGreaterThanOrEqual(3);
    expect(all.body.data[0]).not.toHaveProperty("passwordHash");
  });

  it("matches each field alone: a term spanning two fields finds nobody, and an edit is found by its new name", async () => {
    const u = await t.createUser({ fullName: "Yara Northwind", email: "yara.n@example.com" });
    const api = as(admin.token);
    const emails = async (term: string) => (await api.get(`/v1/admin/users?search=${encodeURIComponent(term)}`)).body.data.map((x: { email: string }) => x.email);
    expect(await emails(u.user.userName.toUpperCase())).toEqual(["yara.n@example.com"]);
    // The search key joins the fields with newlines: a term across that join is no field's text.
    expect(await emails("northwind\nyara")).toEqual([]);
    expect(await emails("northwind yara")).toEqual([]);
    await api.put(`/v1/admin/users/${u.user.id}`, { full_name: "Yara Southgate", user_name: u.user.userName, email: u.user.email, phone: "" });
    expect(await emails("southgate")).toEqual(["yara.n@example.com"]);
    expect(await emails("northwind")).toEqual([]);
  });

  it("edits a profile; a new password works for log-in and ends the user's sessions", async () => {
    const u = await t.createUser();
    const api = as(admin.token);
    const base = { full_name: "New Name", user_name: u.user.userName, email: u.user.email, phone: "305-555-0199" };
    const res = await api.put(`/v1/admin/users/${u.user.id}`, base);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ full_name: "New Name", phone: "305-555-0199" });
    expect((await t.call("GET", "/v1/user/orders", { token: u.token })).status).toBe(200);

    const withPassword = await api.put(`/v1/admin/users/${u.user.id}`, { ...base, password: "Fresh-password-42" });
    expect(withPassword.status).toBe(200);
    expect((await t.call("GET", "/v1/user/orders", { token: u.token })).status).toBe(401);
    const login = await t.call("POST", "/v1/user/login", { body: { email: u.user.email, password: "Fresh-password-42" } });
    expect(login.status).toBe(200);
  });

  it("refuses a taken e-mail (409) and a weak password (400) with field errors", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const api = as(admin.token);
    const base = { full_name: "B", user_name: b.user.userName, email: a.user.email, phone: "" };
    const taken = await api.put(`/v1/admin/users/${b.user.id}`, base);
    expect(taken.status).toBe(409);
    expect(taken.body.errors.email).toBeTruthy();
    const weak = await api.put(`/v1/admin/users/${b.user.id}`, { ...base, email: b.user.email, password: "password" });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toBeTruthy();
    expect((await api.put(`/v1/admin/users/${b.user.id}`, { ...base, email: "nope" })).body.errors.email).toBeTruthy();
  });

  it("blocking ends the user's sessions and shows blocked_at; unblocking clears it", async () => {
    const u = await t.createUser();
    const api = as(admin.token);
    const block = await api.patch(`/v1/admin/users/${u.user.id}/block`, { blocked: true });
    expect(block.status).toBe(200);
    expect(block.body.message).toBe("User blocked successfully.");
    expect(block.body.data.blocked_at).toBeTruthy();
    expect((await t.call("GET", "/v1/user/orders", { token: u.token })).status).toBe(401);
    const login = await t.call("POST", "/v1/user/login", { body: { email: u.user.email, password: u.password } });
    expect(login.status).toBe(403);
    const unblock = await api.patch(`/v1/admin/users/${u.user.id}/block`, { blocked: false });
    expect(unblock.body.data.blocked_at).toBeNull();
    expect(unblock.body.message).toBe("User unblocked successfully.");
  });

  it("archiving ends sessions and restoring brings the account back", async () => {
    const u = await t.createUser();
    const api = as(admin.token);
    const archive = await api.patch(`/v1/admin/users/${u.user.id}/delete`, { deleted: true });
    expect(archive.body.data.deleted_at).toBeTruthy();
    expect((await t.call("GET", "/v1/user/orders", { token: u.token })).status).toBe(401);
    const restore = await api.patch(`/v1/admin/users/${u.user.id}/delete`, { deleted: false });
    expect(restore.body).toMatchObject({ message: "User restored successfully.", data: { deleted_at: null } });
  });

  it("changes roles; a promoted user reaches the admin API, a demoted one no longer does", async () => {
    const u = await t.createUser();
    const api = as(admin.token);
    expect((await t.call("GET", "/v1/admin/users", { token: u.token })).status).toBe(403);
    const promote = await api.patch(`/v1/admin/users/${u.user.id}/role`, { role: "admin" });
    expect(promote.body).toMatchObject({ message: "Role updated successfully.", data: { role: "admin" } });
    expect((await t.call("GET", "/v1/admin/users", { token: u.token })).status).toBe(200);
    await api.patch(`/v1/admin/users/${u.user.id}/role`, { role: "user" });
    expect((await t.call("GET", "/v1/admin/users", { token: u.token })).status).toBe(403);
    expect((await api.patch(`/v1/admin/users/${u.user.id}/role`, { role: "root" })).status).toBe(400);
  });

  it("an admin cannot block, archive or demote themselves", async () => {
    const api = as(admin.token);
    const id = admin.user.id;
    for (const [path, body] of [["block", { blocked: true }], ["delete", { deleted: true }], ["role", { role: "user" }]] as const) {
      const res = await api.patch(`/v1/admin/users/${id}/${path}`, body);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toMatch(/your own/);
    }
    expect((await api.get("/v1/admin/users")).status).toBe(200);
  });

  it("unknown users are 404 and every change leaves an audit entry by the acting admin", async () => {
    const api = as(admin.token);
    expect((await api.patch("/v1/admin/users/00000000-0000-4000-8000-000000000000/block", { blocked: true })).status).toBe(404);
    expect((await api.get("/v1/admin/users/nope/orders")).status).toBe(404);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id));
    const actions = new Set(entries.map((e) => e.action));
    for (const a of ["user.updated", "user.blocked", "user.unblocked", "user.archived", "user.restored", "user.role_changed"]) expect(actions).toContain(a);
    const audit = await api.get("/v1/admin/audit?limit=5");
    expect(audit.body.data).toHaveLength(5);
    expect(audit.body.data[0].actor).toMatchObject({ id: admin.user.id, name: "Ada Admin" });
  });
});
