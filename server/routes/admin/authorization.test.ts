import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/harness.ts";

/**
 * Walks every /admin route the OpenAPI document lists (so a route added later is covered without
 * editing this test) as anonymous, customer and admin.
 */
let t: TestApp;
let routes: { method: string; path: string }[];
let customer: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = (await t.createUser()).token;
  admin = (await t.createUser({ role: "admin" })).token;
  const doc = (await t.call("GET", "/v1/openapi.json")).body as { paths: Record<string, Record<string, unknown>> }; // the OpenAPI document is not a typed route
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/admin"))
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })));
});
afterAll(() => t.close());

// Path parameters get a well-formed id that exists nowhere; a status segment gets a valid status.
const concrete = (path: string) => `/v1${path.replace(/\{status\}/g, "paid").replace(/\{[^}]+\}/g, () => randomUUID())}`;

describe("every /v1/admin route requires role admin", () => {
  it("finds the admin routes in the OpenAPI document", () => {
    expect(routes.length).toBeGreaterThanOrEqual(35);
    expect(routes).toEqual(expect.arrayContaining([
      { method: "GET", path: "/admin/dashboard" },
      { method: "POST", path: "/admin/products" },
      { method: "PATCH", path: "/admin/order/{id}" },
      { method: "POST", path: "/admin/invoices/{id}/send" },
      { method: "DELETE", path: "/admin/users/{id}/cart/items" },
      { method: "GET", path: "/admin/audit" },
    ]));
  });

  it("answers 401 without a token and with a made-up one", async () => {
    for (const r of routes) {
      // Every /admin route of the OpenAPI document, by its documented path (below too): not the typed client's to name.
      const anon = await t.call(r.method, concrete(r.path), { body: r.method === "GET" ? undefined : {} });
      expect(anon.status, `${r.method} ${r.path}`).toBe(401);
      const forged = await t.call(r.method, concrete(r.path), { token: "not-a-real-token" }); // the same route of the document
      expect(forged.status, `${r.method} ${r.path} (forged)`).toBe(401);
    }
  });

  it("answers 403 to a customer", async () => {
    for (const r of routes) {
      // Every /admin route of the OpenAPI document: not the typed client's to name.
      const res = await t.call(r.method, concrete(r.path), { token: customer, body: r.method === "GET" ? undefined : {} });
      expect(res.status, `${r.method} ${r.path}`).toBe(403);
      expect(res.body.success).toBe(false);
    }
  });

  it("lets an admin through (a 4xx about the input or a missing record, never 401/403/5xx)", async () => {
    for (const r of routes) {
      // Every /admin route of the OpenAPI document: not the typed client's to name.
      const res = await t.call(r.method, concrete(r.path), { token: admin, body: r.method === "GET" || r.method === "DELETE" ? undefined : {} });
      expect([401, 403], `${r.method} ${r.path}`).not.toContain(res.status);
      expect(res.status, `${r.method} ${r.path}`).toBeLessThan(500);
    }
  });
});
