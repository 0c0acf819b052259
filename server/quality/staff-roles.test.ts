import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, mayUseArea } from "../../contract/staff-roles.ts";
import { adminAreaOf } from "../routes/admin/areas.ts";
import { type TestApp, createTestApp } from "../test/harness.ts";

/**
 * Issue 46's role × route table: every /admin route of the OpenAPI document (a route added later is covered
 * without editing this test) for every role. A role outside the route's area gets 403; inside it, the guard lets
 * the request through to validation or the record lookup. The owner ("admin") gets through everywhere.
 */
let t: TestApp;
let routes: { method: string; path: string }[];
const tokens: Record<string, string> = {};
const ROLES = [...STAFF_ROLES, "driver", "user"] as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) tokens[role] = (await t.createUser({ role })).token;
  const doc = (await t.call("GET", "/v1/openapi.json")).body as { paths: Record<string, Record<string, unknown>> }; // the OpenAPI document is not a typed route
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/admin"))
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })));
});
afterAll(() => t.close());

const concrete = (path: string) => `/v1${path.replace(/\{status\}/g, "paid").replace(/\{[^}]+\}/g, () => randomUUID())}`;
const bodyFor = (method: string) => (method === "GET" || method === "DELETE" ? undefined : {});

async function statusOf(role: string, r: { method: string; path: string }) {
  // Every /admin route of the OpenAPI document, by its documented path: not the typed client's to name.
  return t.call(r.method, concrete(r.path), { token: tokens[role], body: bodyFor(r.method) });
}

describe("staff roles on every /v1/admin route", () => {
  it("puts every admin route in an area", () => {
    expect(routes.length).toBeGreaterThanOrEqual(80);
    for (const r of routes) expect(() => adminAreaOf(r.method, r.path), `${r.method} ${r.path}`).not.toThrow();
  });

  it("answers the issue's permissions: sales, dispatch and accounts each reach their own pages, not the others'", () => {
    const may = (role: string, method: string, path: string) => mayUseArea(role, adminAreaOf(method, path));
    expect(may("sales", "POST", "/admin/offers")).toBe(true);
    expect(may("sales", "GET", "/admin/quotes")).toBe(true);
    expect(may("sales", "PUT", "/admin/users/{id}")).toBe(true);
    expect(may("sales", "POST", "/admin/orders/{id}/refund")).toBe(false);
    expect(may("sales", "PUT", "/admin/settings")).toBe(false);
    expect(may("dispatch", "GET", "/admin/deliveries")).toBe(true);
    expect(may("dispatch", "POST", "/admin/stock/import")).toBe(true);
    expect(may("dispatch", "GET", "/admin/orders/{id}")).toBe(true);
    expect(may("dispatch", "PATCH", "/admin/order/{id}")).toBe(false);
    expect(may("dispatch", "GET", "/admin/invoices")).toBe(false);
    expect(may("accounts", "POST", "/admin/orders/{id}/refund")).toBe(true);
    expect(may("accounts", "GET", "/admin/invoices")).toBe(true);
    expect(may("accounts", "GET", "/admin/orders/export.csv")).toBe(true);
    expect(may("accounts", "POST", "/admin/offers")).toBe(false);
    for (const role of ["sales", "dispatch", "accounts", "driver", "user"]) {
      expect(may(role, "GET", "/admin/staff"), role).toBe(false);
      expect(may(role, "PATCH", "/admin/users/{id}/role"), role).toBe(false);
      expect(may(role, "GET", "/admin/audit"), role).toBe(false);
    }
  });

  for (const role of ROLES) {
    it(`${role}: 403 outside its areas, through the guard inside them`, async () => {
      for (const r of routes) {
        const allowed = role !== "driver" && role !== "user" && mayUseArea(role, adminAreaOf(r.method, r.path));
        const res = await statusOf(role, r);
        if (allowed) {
          expect([401, 403], `${role} ${r.method} ${r.path}`).not.toContain(res.status);
          expect(res.status, `${role} ${r.method} ${r.path}`).toBeLessThan(500);
        } else {
          expect(res.status, `${role} ${r.method} ${r.path}`).toBe(403);
          expect(res.body.code, `${role} ${r.method} ${r.path}`).toBe(role === "driver" || role === "user" ? "forbidden" : "role_forbidden");
        }
      }
    }, 120_000);
  }
});
