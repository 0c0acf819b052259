/**
 * Bounds the zod schemas enforce but their OpenAPI rendering leaves implicit, written out so that client generators
 * and linters (Spectral's OWASP rules) see them (ADR 071):
 * - an integer's `format`: int32 when its zod bounds fit 32 bits, else int64 (every integer we send is a safe one);
 * - the length of a string whose format fixes it: a uuid is 36 characters, a date (YYYY-MM-DD) 10.
 * Nothing here loosens or invents a rule: the value checked is the one zod checks.
 */
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const FIXED_LENGTH: Record<string, number> = { uuid: 36, date: 10 };

type Schema = Record<string, unknown>;

function typesOf(node: Schema): unknown[] {
  const type = node.type;
  return Array.isArray(type) ? type : [type];
}

function stateBounds(node: Schema) {
  const types = typesOf(node);
  if (types.includes("integer") && node.format === undefined) {
    const min = (node.minimum ?? node.exclusiveMinimum) as number | undefined;
    const max = (node.maximum ?? node.exclusiveMaximum) as number | undefined;
    node.format = min !== undefined && max !== undefined && min >= INT32_MIN && max <= INT32_MAX ? "int32" : "int64";
  }
  if (types.includes("string") && typeof node.format === "string" && node.maxLength === undefined && node.format in FIXED_LENGTH) {
    node.maxLength = FIXED_LENGTH[node.format];
  }
}

/** Walks the whole document (paths and components) in place and returns it. */
export function withStatedBounds<T>(doc: T): T {
  const seen = new Set<object>();
  const visit = (value: unknown) => {
    if (value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(visit);
    const node = value as Schema;
    if ("type" in node) stateBounds(node);
    for (const key in node) visit(node[key]);
  };
  visit(doc);
  return doc;
}
