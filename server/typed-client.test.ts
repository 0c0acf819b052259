import { hc } from "hono/client";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { ApiApp } from "../contract/api-app.ts";
import { type TestApp, createTestApp } from "./test/harness.ts";

/** The chained routers keep every route's type: a typed client call compiles and reaches the real app. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("hc<ApiApp>", () => {
  it("types request and answer of a route, and calls it in-process", async () => {
    const client = hc<ApiApp>("http://in-process", { fetch: (input: RequestInfo | URL, init?: RequestInit) => t.app.request(new URL(String(input)).pathname + new URL(String(input)).search, init) });
    const res = await client.products.products.$get({ query: { limit: "2" } });
    const body = await res.json();
    if (!body.success) throw new Error(body.message);
    expectTypeOf(body.data.pagination.totalProducts).toEqualTypeOf<number>();
    expect(Array.isArray(body.data.products)).toBe(true);
    const missing = await client.products[":id"].$get({ param: { id: "00000000-0000-4000-8000-000000000000" } });
    expect(missing.status).toBe(404);
    // @ts-expect-error: the client knows /v1 has no such route
    void client.no.such;
  });
});
