import { Document, Spectral } from "@stoplight/spectral-core";
import { Json } from "@stoplight/spectral-parsers";
import owasp from "@stoplight/spectral-owasp-ruleset";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../test/harness.ts";

/**
 * Every input of /v1 is bounded in the contract (issue 45, finding 10; ADR 071): the served OpenAPI document gives
 * each request string a maximum length (or an enum or const), each integer a minimum and a maximum, each array a
 * maximum count, and Spectral's OWASP API rules find no error on the request side.
 */
type Schema = { $ref?: string; type?: string | string[]; items?: Schema; properties?: Record<string, Schema>; additionalProperties?: Schema | boolean; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] } & Record<string, unknown>;
type Operation = { parameters?: { name: string; in: string; schema?: Schema }[]; requestBody?: { content?: Record<string, { schema?: Schema }> }; responses: Record<string, { headers?: Record<string, unknown> }> };
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

let t: TestApp;
let doc: OpenApi;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.call("GET", "/v1/openapi.json")).body; // the OpenAPI document is not a typed route
});
afterAll(() => t.close());

const has = (schema: Schema, ...keys: string[]) => keys.some((key) => schema[key] !== undefined);

/** `where` of every unbounded string, integer or array reachable from `schema`, references followed. */
function unbounded(schema: Schema | undefined, where: string, seen: ReadonlySet<string> = new Set()): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    const name = schema.$ref.split("/").at(-1)!;
    return seen.has(name) ? [] : unbounded(doc.components?.schemas?.[name], `${where}→${name}`, new Set([...seen, name]));
  }
  const types = [schema.type].flat();
  const found: string[] = [];
  if (types.includes("string") && !has(schema, "maxLength", "enum", "const")) found.push(`${where}: string`);
  if (types.includes("integer") && !(has(schema, "minimum", "exclusiveMinimum") && has(schema, "maximum", "exclusiveMaximum"))) found.push(`${where}: integer`);
  if (types.includes("array") && !has(schema, "maxItems")) found.push(`${where}: array`);
  for (const key of ["anyOf", "oneOf", "allOf"] as const) (schema[key] ?? []).forEach((s, i) => found.push(...unbounded(s, `${where}.${key}[${i}]`, seen)));
  for (const [name, s] of Object.entries(schema.properties ?? {})) found.push(...unbounded(s, `${where}.${name}`, seen));
  if (schema.items) found.push(...unbounded(schema.items, `${where}[]`, seen));
  if (typeof schema.additionalProperties === "object") found.push(...unbounded(schema.additionalProperties, `${where}{}`, seen));
  return found;
}

const operations = () => Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));

describe("request inputs in /v1/openapi.json", () => {
  it("has no unbounded string, integer or array in any parameter or request body", () => {
    const found = operations().flatMap(({ name, op }) => [
      ...(op.parameters ?? []).flatMap((p) => unbounded(p.schema, `${name} ${p.in} ${p.name}`)),
      ...Object.entries(op.requestBody?.content ?? {}).flatMap(([type, c]) => unbounded(c.schema, `${name} body (${type})`)),
    ]);
    expect(found.join("\n")).toBe("");
  });

  it("the walk finds what it must: an unbounded string, integer and array", () => {
    const sample: Schema = { type: "object", properties: { s: { type: "string", format: "email" }, n: { type: ["integer", "null"], minimum: 0 }, a: { type: "array", items: { type: "string", maxLength: 3 } } } };
    expect(unbounded(sample, "x")).toEqual(["x.s: string", "x.n: integer", "x.a: array"]);
  });

  it("puts no token, password or key in a path or query parameter", () => {
    const named = operations().flatMap(({ name, op }) => (op.parameters ?? []).filter((p) => p.in !== "header" && /token|password|secret|key/i.test(p.name)).map((p) => `${name} ${p.name}`));
    expect(named).toEqual([]);
  });

  it("documents 429 with Retry-After wherever an operation is rate limited", () => {
    const limited = operations().filter(({ op }) => op.responses["429"]);
    expect(limited.map(({ name }) => name)).toEqual(expect.arrayContaining(["POST /user/login", "POST /user/register", "POST /user/password/reset-request", "POST /quotes", "POST /newsletter", "POST /user/designs"]));
    for (const { name, op } of limited) expect(op.responses["429"]!.headers?.["Retry-After"], name).toBeDefined();
  });
});

/** A result's place: request side (a parameter, a request body, or a component one of them uses), or not. */
function isRequestSide(path: (string | number)[], usedByRequests: ReadonlySet<string>): boolean {
  if (path[0] === "paths") return path.includes("parameters") || path.includes("requestBody");
  return path[0] === "components" && path[1] === "schemas" && usedByRequests.has(String(path[2]));
}

/** Components reachable from a parameter or a request body. */
function requestComponents(): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (value === null || typeof value !== "object") return;
    const ref = (value as Schema).$ref;
    if (typeof ref === "string") {
      const name = ref.split("/").at(-1)!;
      if (!names.has(name)) {
        names.add(name);
        visit(doc.components?.schemas?.[name]);
      }
    }
    for (const v of Object.values(value)) visit(v);
  };
  for (const { op } of operations()) visit([op.parameters, op.requestBody]);
  return names;
}

/**
 * The rules ADR 071 keeps as warnings on the answer side (reasons there): the document describes what the server
 * sends, which no client can make longer, and the whole-document ones (servers, security schemes) describe the shop.
 */
const KEPT_OUTSIDE_REQUESTS = [
  "owasp:api2:2023-write-restricted",
  "owasp:api4:2023-array-limit",
  "owasp:api4:2023-integer-limit",
  "owasp:api4:2023-rate-limit",
  "owasp:api4:2023-string-limit",
  "owasp:api5:2023-admin-security-unique",
  "owasp:api8:2023-define-cors-origin",
  "owasp:api9:2023-inventory-access",
];

describe("Spectral with the OWASP API ruleset on the served document", () => {
  it("finds no error on the request side, no credentials in a URL, and only the kept rules elsewhere", { timeout: 240_000 }, async () => {
    const spectral = new Spectral();
    spectral.setRuleset(owasp as never);
    const results = await spectral.run(new Document(JSON.stringify(doc), Json));
    const errors = results.filter((r) => r.severity === 0);
    const request = requestComponents();
    const onRequests = errors.filter((r) => isRequestSide(r.path, request)).map((r) => `${r.code} ${r.path.join(".")}`);
    expect(onRequests).toEqual([]);
    expect(results.filter((r) => r.code === "owasp:api2:2023-no-credentials-in-url")).toEqual([]);
    for (const code of new Set(errors.map((r) => String(r.code)))) expect(KEPT_OUTSIDE_REQUESTS, code).toContain(code);
  });
});
