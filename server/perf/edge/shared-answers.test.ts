import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../db/schema/index.ts";
import { createHttpApp } from "../../http.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { createSharedAnswers } from "./shared-answers.ts";

let t: TestApp;
let http: ReturnType<typeof createHttpApp>;
beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { CATALOG_CACHE_SECONDS: "60" } });
  http = createHttpApp({ deps: t.deps });
});
afterAll(async () => {
  await http.close();
  await t.close();
});

const LIST = "/v1/products/products?page=1&limit=3&sort=price_asc";

describe("catalog answers kept at the edge (ADR 052)", () => {
  it("answers a repeated anonymous GET from the kept bytes, with its own request id and every security header", async () => {
    const first = await http.request(LIST);
    expect(first.status).toBe(200);
    const kept = http.sharedAnswers().answers;
    expect(kept).toBeGreaterThanOrEqual(1);
    const second = await http.request(LIST);
    expect(http.sharedAnswers().answers).toBe(kept);
    expect(await second.text()).toBe(await first.text());
    for (const res of [first, second]) {
      expect(res.headers.get("x-shared-answer")).toBeNull();
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
    }
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("keeps the gzip answer apart from the plain one", async () => {
    const plain = await (await http.request(LIST)).text();
    const gz = await http.request(LIST, { headers: { "Accept-Encoding": "gzip" } });
    const again = await http.request(LIST, { headers: { "Accept-Encoding": "gzip" } });
    for (const res of [gz, again]) {
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(plain);
    }
  });

  it("shows an admin's change at once: a cleared catalog cache drops the kept answers", async () => {
    const before = (await (await http.request(LIST)).json()) as { data: { products: { id: string; name: string }[] } };
    const first = before.data.products[0];
    await t.db.update(products).set({ name: "Renamed by the admin" }).where(eq(products.id, first.id));
    t.deps.publicCache.clear();
    const after = (await (await http.request(LIST)).json()) as typeof before;
    expect(after.data.products[0].name).toBe("Renamed by the admin");
  });

  it("never keeps an answer asked for with a token, nor an error", async () => {
    const kept = http.sharedAnswers().answers;
    await http.request("/v1/products/products?page=2&limit=3", { headers: { Authorization: "Bearer whatever" } });
    await http.request("/v1/products/00000000-0000-4000-8000-000000000000");
    await http.request("/v1/products/products?limit=abc");
    expect(http.sharedAnswers().answers).toBe(kept);
  });
});

describe("createSharedAnswers", () => {
  it("forgets an answer after half the TTL, on a new generation, and past its byte budget", () => {
    let now = 0;
    let generation = 1;
    const answers = createSharedAnswers({ ttlMs: 10_000, generation: () => generation, now: () => now, maxBytes: 8_000 });
    const body = new Uint8Array(500);
    answers.keeper("a")({}, body, "/v1/a");
    expect(answers.find("a")?.route).toBe("/v1/a");
    now = 5_001;
    expect(answers.find("a")).toBeUndefined();
    answers.keeper("b")({}, body, "/v1/b");
    generation = 2;
    expect(answers.find("b")).toBeUndefined();
    // An answer that started before a clear is not kept: it may predate the change.
    const late = answers.keeper("c");
    generation = 3;
    late({}, body, "/v1/c");
    expect(answers.find("c")).toBeUndefined();
    for (const key of ["d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p"]) answers.keeper(key)({}, body, key);
    expect(answers.stats().bytes).toBeLessThanOrEqual(8_000);
    expect(answers.find("p")).toBeDefined();
    expect(answers.find("d")).toBeUndefined();
  });
});
