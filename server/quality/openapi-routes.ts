import type { TestApp } from "../test/harness.ts";

export type RouteInfo = {
  method: string;
  /** OpenAPI path with {params}, without the /v1 prefix. */
  path: string;
  params: string[];
  query: string[];
  bodyProps: string[] | null;
  multipart: boolean;
  /** Declares bearer security. */
  secured: boolean;
};

type Schema = { properties?: Record<string, unknown>; anyOf?: Schema[]; allOf?: Schema[] };
const propsOf = (s: Schema | undefined): string[] =>
  !s ? [] : s.properties ? Object.keys(s.properties) : [...(s.anyOf ?? []), ...(s.allOf ?? [])].flatMap(propsOf);

/** Every operation of /v1/openapi.json, with what it takes. */
export async function listRoutes(t: TestApp): Promise<RouteInfo[]> {
  const doc = (await t.call("GET", "/v1/openapi.json")).body as {
    paths: Record<string, Record<string, { security?: unknown[]; parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema?: Schema }> } }>>;
  };
  const out: RouteInfo[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      const query = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const content = op.requestBody?.content ?? {};
      const json = content["application/json"];
      out.push({ method: method.toUpperCase(), path, params, query, bodyProps: json ? propsOf(json.schema) : null, multipart: Boolean(content["multipart/form-data"]), secured: Boolean(op.security?.length) });
    }
  }
  return out;
}

/** Who a route is for, from its path: the spec's /user and /admin areas, minus the public account calls. */
export function audienceOf(route: RouteInfo): "public" | "user" | "admin" | "driver" {
  if (route.path.startsWith("/admin")) return "admin";
  // The driver's page (ADR 085): its own guard, a linked driver account.
  if (route.path.startsWith("/driver")) return "driver";
  // The token in the body (mailed link) is the proof for password reset and e-mail confirmation, not a session.
  const publicUser = ["/user/register", "/user/login", "/user/password/", "/user/email/confirm"];
  // The registration's confirmation link works signed in or not (its token names the account); resend needs a session.
  if (route.path === "/user/email/verify") return "public";
  if (route.path.startsWith("/user") && !publicUser.some((p) => route.path.startsWith(p))) return "user";
  return "public";
}

export const fillPath = (path: string, value: (name: string) => string) => path.replace(/\{(\w+)\}/g, (_m, name: string) => value(name));
