import { z } from "zod";

/**
 * Field messages written for people ("Name is too long (200 characters at most)"), built from a zod issue and
 * the field's label, so no schema needs a string per rule. A message a schema sets itself always wins; the
 * server installs this as zod's error map (server/lib/validation.ts), and a browser form can do the same.
 */
type Issue = z.core.$ZodRawIssue;

const WORDS: Record<string, string> = { id: "ID", sku: "SKU", zip: "ZIP", url: "URL", cvc: "CVC", cvv: "CVV", pdf: "PDF", csv: "CSV" };
const TYPES: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  date: "a date",
};
const FORMATS: Record<string, string> = {
  email: "is not a valid e-mail address",
  url: "is not a valid URL",
  uuid: "is not a valid ID",
  guid: "is not a valid ID",
  datetime: "is not a valid date and time (like 2026-05-01T12:00:00Z)",
  date: "is not a valid date (YYYY-MM-DD)",
  time: "is not a valid time (HH:MM)",
};

/** "postalCode", "full_name", "pmId" → "Postal code", "Full name", "Pm ID"; the schema's meta title when it has one. */
export function fieldLabel(issue: Pick<Issue, "path" | "inst">): string {
  const title = issue.inst instanceof z.ZodType ? z.globalRegistry.get(issue.inst)?.title : undefined;
  if (title) return title;
  const key = [...(issue.path ?? [])].reverse().find((p): p is string => typeof p === "string");
  if (!key) return "Request body";
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").split(/[\s_-]+/).filter(Boolean).map((w) => WORDS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const plural = (n: number | bigint, one: string) => `${n} ${one}${Number(n) === 1 ? "" : "s"}`;
const listOf = (values: readonly unknown[]) => values.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(", ");

function tooBig(label: string, i: Extract<Issue, { code: "too_big" }>): string | undefined {
  const max = i.maximum as number;
  if (i.origin === "string") return `${label} is too long (${plural(max, "character")} at most)`;
  if (i.origin === "array" || i.origin === "set") return `${label} has too many items (${max} at most)`;
  if (i.origin === "number" || i.origin === "int" || i.origin === "bigint") return i.inclusive ? `${label} must be at most ${max}` : `${label} must be less than ${max}`;
  if (i.origin === "file") return `${label} is too large`;
  return undefined;
}

function tooSmall(label: string, i: Extract<Issue, { code: "too_small" }>): string | undefined {
  const min = i.minimum as number;
  if (i.origin === "string") return min <= 1 ? `${label} is required` : `${label} is too short (${plural(min, "character")} at least)`;
  if (i.origin === "array" || i.origin === "set") return `${label} needs at least ${plural(min, "item")}`;
  if (i.origin === "number" || i.origin === "int" || i.origin === "bigint") return i.inclusive ? `${label} must be at least ${min}` : `${label} must be greater than ${min}`;
  return undefined;
}

/** The message for one issue, or undefined to keep zod's own (for issue kinds people do not meet). */
export function humanMessage(issue: Issue): string | undefined {
  const label = fieldLabel(issue);
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return `${label} is required`;
      return `${label} must be ${TYPES[issue.expected] ?? issue.expected}`;
    case "too_big":
      return tooBig(label, issue);
    case "too_small":
      return tooSmall(label, issue);
    case "invalid_format":
      if (issue.format === "starts_with" || issue.format === "ends_with" || issue.format === "includes") return `${label} is not in the expected format`;
      return `${label} ${FORMATS[issue.format] ?? "is not in the expected format"}`;
    case "invalid_value":
      return issue.values.length === 1 ? `${label} must be ${listOf(issue.values)}` : `${label} must be one of: ${listOf(issue.values)}`;
    case "not_multiple_of":
      return `${label} must be a multiple of ${issue.divisor}`;
    case "unrecognized_keys":
      return `Unknown ${issue.keys.length === 1 ? "field" : "fields"}: ${issue.keys.join(", ")}`;
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
      return `${label} is not valid`;
    default:
      return undefined;
  }
}
