import { demoCatalog } from "../../../db/seed/catalog-data.ts";

/** What the demo seed holds, so tests compute expected answers from the data rather than hard-coding them. */
export const seedProducts = demoCatalog;

const isRent = (p: (typeof demoCatalog)[number]) => p.categories.includes("rent");
const hasConditionPrefix = (p: (typeof demoCatalog)[number], prefix: string) =>
  p.dimensions.some((d) => d.conditions.some((c) => c.condition.toLowerCase().startsWith(prefix)));

/** The names a shop link value should select, per docs/decisions/004-shop-link-values.md. */
export function expectedNamesFor(value: string): string[] {
  const pick = (pred: (p: (typeof demoCatalog)[number]) => boolean) => demoCatalog.filter(pred).map((p) => p.name).sort();
  if (/^\d+ft$/.test(value)) return pick((p) => p.dimensions.some((d) => d.sizeFt === value));
  if (["new", "used", "refurbished"].includes(value)) return pick((p) => !isRent(p) && hasConditionPrefix(p, value));
  if (value === "buy") return pick((p) => !isRent(p) && !p.categories.includes("parts") && !p.categories.includes("chasis"));
  return pick((p) => p.categories.includes(value));
}
