import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../contract/error-codes.ts";
import { type CallResult, type TestApp, createTestApp } from "../test/harness.ts";
import { type RouteInfo, audienceOf, fillPath, listRoutes } from "./openapi-routes.ts";
import { driverAndTruck } from "../test/fixtures/dispatch.ts";
import { depotByCode } from "../test/fixtures/stock.ts";

/**
 * Bad input on every route of /v1/openapi.json: wrong types, missing fields, huge strings, negative and
 * fractional numbers, odd Unicode, malformed JSON. Each answer must be a 4xx, never a 5xx, and no row
 * of any table may change.
 */
let t: TestApp;
let routes: RouteInfo[];
let tokens: Record<"public" | "user" | "admin" | "driver", string | undefined>;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  routes = await listRoutes(t);
  const customer = await t.createUser();
  const admin = await t.createUser({ role: "admin" });
  // A driver linked to a depot, for the driver's routes (ADR 085).
  const driver = await driverAndTruck(t, admin.token, (await depotByCode(t.db, "miami-fl")).id);
  tokens = { public: undefined, user: customer.token, admin: admin.token, driver: driver.token };
});
afterAll(() => t.close());

async function snapshot(): Promise<string> {
  const tables = ["users", "sessions", "products", "addresses", "payment_methods", "carts", "cart_items", "orders", "invoices", "quote_requests", "newsletter_subscribers", "visits", "settings", "audit_log", "outgoing_emails"];
  const sums: string[] = [];
  for (const table of tables) {
    const r = (await t.db.execute(sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as s from ${table} t`))) as unknown as { rows: { s: string }[] };
    sums.push(`${table}=${r.rows[0].s}`);
  }
  return sums.join("\n");
}

const ODD = "\u0000\ud800\u202eé\u{1F4E6}";
const HUGE = "x".repeat(100_000);
const randomId = "00000000-0000-4000-8000-000000000000";
/** Why an error answer is wrong: not 4xx, no code from the table, or a code that belongs to another status. */
function problemWith(res: CallResult): string | null {
  if (res.status < 400 || res.status >= 500) return `${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
  const entry = ERROR_CODES[res.body?.code as keyof typeof ERROR_CODES];
  if (!entry || entry.status !== res.status) return `${res.status} with code ${res.body?.code}`;
  return null;
}
const valuesFor = (props: string[], v: unknown) => Object.fromEntries(props.map((p) => [p, v]));

function payloads(route: RouteInfo): { label: string; raw: string }[] {
  const props = route.bodyProps ?? [];
  return [
    { label: "malformed JSON", raw: "{\"a\": " },
    { label: "JSON null", raw: "null" },
    { label: "array", raw: "[]" },
    { label: "number", raw: "42" },
    { label: "wrong types (numbers)", raw: JSON.stringify(valuesFor(props, 123)) },
    { label: "wrong types (objects)", raw: JSON.stringify(valuesFor(props, { nested: [1, 2] })) },
    { label: "huge strings", raw: JSON.stringify(valuesFor(props, HUGE)) },
    { label: "negative fractions", raw: JSON.stringify(valuesFor(props, -1.5)) },
    { label: "odd unicode", raw: JSON.stringify(valuesFor(props, ODD)) },
  ];
}

describe("bad input on every route", () => {
  it("the OpenAPI document lists the routes", () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it("JSON bodies: 4xx, never 5xx, no row changed", async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.bodyProps !== null)) {
      const before = await snapshot();
      for (const p of payloads(route)) {
        const path = "/v1" + fillPath(route.path, () => randomId);
        // Malformed on purpose: raw bytes to every route of the OpenAPI document (not the typed client's to name).
        const res = await t.call(route.method, path, { raw: p.raw, headers: { "Content-Type": "application/json" }, token: tokens[audienceOf(route)] });
        const problem = problemWith(res);
        if (problem) failures.push(`${route.method} ${route.path} [${p.label}] → ${problem}`);
      }
      if ((await snapshot()) !== before) failures.push(`${route.method} ${route.path} changed rows`);
    }
    expect(failures).toEqual([]);
  });

  it("path parameters that are not ids: 4xx, never 5xx", async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.params.length)) {
      for (const bad of ["not-an-id", "%00", "x".repeat(3000), "1e9999", "-1"]) {
        const path = "/v1" + fillPath(route.path, () => bad);
        // Malformed on purpose: a bad path parameter on every route of the OpenAPI document.
        const res = await t.call(route.method, path, { token: tokens[audienceOf(route)], ...(route.bodyProps ? { body: {} } : {}) });
        const problem = problemWith(res);
        if (problem) failures.push(`${route.method} ${route.path} [${bad.slice(0, 12)}] → ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("field messages are written for people, never zod's own wording", async () => {
    const raw: string[] = [];
    for (const route of routes.filter((r) => r.bodyProps?.length)) {
      for (const p of payloads(route).slice(4)) {
        // Malformed on purpose: raw bytes to every route of the OpenAPI document with a body.
        const res = await t.call(route.method, "/v1" + fillPath(route.path, () => randomId), { raw: p.raw, headers: { "Content-Type": "application/json" }, token: tokens[audienceOf(route)] });
        for (const [field, message] of Object.entries((res.body?.errors ?? {}) as Record<string, string>)) {
          if (/expected|received|Invalid input|Too (big|small)|Unrecognized/.test(message)) raw.push(`${route.method} ${route.path} ${field}: ${message}`);
        }
      }
    }
    expect(raw).toEqual([]);
  });

  it("query strings with garbage: 4xx (or an ignored value), never 5xx", async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.method === "GET" && r.query.length)) {
      for (const bad of ["-1", "1.5", "abc", HUGE.slice(0, 5000), "\u0000\u202eé\u{1F4E6}"]) {
        const qs = route.query.map((q) => `${q}=${encodeURIComponent(bad)}`).join("&");
        const path = `/v1${fillPath(route.path, () => randomId)}?${qs}`;
        const res = await t.call("GET", path, { token: tokens[audienceOf(route)] }); // malformed on purpose: bad query values on every documented GET
        if (res.status >= 500 || (res.status >= 400 && problemWith(res))) failures.push(`GET ${route.path}?${route.query.join(",")}=[${bad.slice(0, 8)}] → ${res.status} ${res.body?.code}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
