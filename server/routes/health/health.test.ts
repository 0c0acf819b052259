import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("API foundation", () => {
  it("GET /v1/health answers 200 with the database state in the envelope", async () => {
    const res = await t.send(t.api.health.$get({}));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: "success", data: { database: "up" } });
  });

  it("an unknown route is a 404 in the envelope", async () => {
    const res = await t.call("GET", "/v1/no/such/route"); // an unknown route on purpose
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, status: "error", code: "route_not_found", message: "Route not found", data: null });
  });

  it("/v1/openapi.json documents the routes", async () => {
    const res = await t.call("GET", "/v1/openapi.json"); // the OpenAPI document is not a typed route
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(["/health", "/products/products", "/products/{id}"]));
  });

  it("/v1/docs renders a self-contained reference page", async () => {
    const res = await t.call("GET", "/v1/docs"); // the reference page is not a typed route
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain("/v1/products/products");
    expect(String(res.body)).not.toMatch(/<script[^>]+src=/);
  });

  it("a body over 1 MB is refused with 413", async () => {
    // Malformed on purpose: raw bytes over the 1 MB limit, posted where no body is taken.
    const res = await t.call("POST", "/v1/health", { raw: "x".repeat(1024 * 1024 + 10), headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });
});
