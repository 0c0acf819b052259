import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../test/harness.ts";

/**
 * Over-long or out-of-range input is refused as bad input naming its field, never a 500 and never work done on it
 * (issue 45, finding 10); answers to a signed-in caller are kept by no cache. These requests are deliberately
 * malformed, hence `t.call`.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
});
afterAll(() => t.close());

const long = (n: number) => "9".repeat(n);
const fieldsOf = (body: unknown) => Object.keys((body as { errors?: Record<string, string> }).errors ?? {});

describe("over-long input answers 400 naming the field", () => {
  it.each([
    ["/v1/products/products?size=" + "x".repeat(61), "size"],
    ["/v1/products/products?category=" + "x".repeat(61), "category"],
    ["/v1/products/products?sort=" + "x".repeat(61), "sort"],
    ["/v1/delivery/estimate?zip=" + long(21), "zip"],
    ["/v1/delivery/quote?zip=" + long(21), "zip"],
    ["/v1/products/00000000-0000-4000-8000-000000000000/availability?zip=" + long(21), "zip"],
  ])("GET %s", async (path, field) => {
    const res = await t.call("GET", path);
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toContain(field);
  });

  it("POST /quotes with a ZIP of 21 characters", async () => {
    const res = await t.call("POST", "/v1/quotes", { body: { name: "Ann", email: "ann@example.com", zip: long(21), productId: null } });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toContain("zip");
  });

  it.each(["/v1/admin/orders", "/v1/admin/invoices"])("GET %s?page=10001", async (path) => {
    const res = await t.call("GET", `${path}?page=10001`, { token: admin });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(["page"]);
  });

  it.each(["deliveredOrders", "customers", "newsletterSize", "ratingVotes"])("PUT /admin/settings with %s over a billion", async (counter) => {
    const current = (await t.call("GET", "/v1/settings")).body.data;
    const res = await t.call("PUT", "/v1/admin/settings", { token: admin, body: { ...current, [counter]: 2_000_000_000 } });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual([counter]);
  });
});

describe("Cache-Control: no-store on every answer to a signed-in caller", () => {
  it("an authenticated read, an authenticated error and a log-in answer are kept nowhere", async () => {
    const { user, token, password } = await t.createUser();
    const me = await t.send(t.api.user.me.$get({}, t.as(token)));
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("no-store");
    const forbidden = await t.send(t.api.admin.orders.$get({ query: {} }, t.as(token)));
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get("cache-control")).toBe("no-store");
    const login = await t.send(t.api.user.login.$post({ json: { email: user.email, password } }));
    expect(login.status).toBe(200);
    expect(login.headers.get("cache-control")).toBe("no-store");
  });

  it("an anonymous catalog read keeps its own caching", async () => {
    const list = await t.send(t.api.products.products.$get({ query: {} }));
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).not.toBe("no-store");
  });
});
