import { type SQL, and, eq, isNull, or, sql } from "drizzle-orm";
import { stock } from "../../../../db/schema/index.ts";

/** A sellable variant: product × dimension × condition (either may be absent, e.g. parts). */
export type VariantRef = { productId: string; dimensionId: string | null; conditionId: string | null };

export const variantKey = (v: VariantRef) => `${v.productId}|${v.dimensionId ?? ""}|${v.conditionId ?? ""}`;

/** A null dimension or condition must match null, not "anything". */
const sameOrNull = (column: typeof stock.dimensionId | typeof stock.conditionId, value: string | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

/** WHERE clause selecting the stock rows of any of `variants`. */
export function stockOfVariants(variants: VariantRef[]): SQL {
  if (!variants.length) return sql`false`;
  return or(...variants.map((v) => and(eq(stock.productId, v.productId), sameOrNull(stock.dimensionId, v.dimensionId), sameOrNull(stock.conditionId, v.conditionId))))!;
}

/** "20ft Standard Shipping Container (20ft, New)" for messages. */
export const variantLabel = (l: { name: string; dimension: string | null; condition: string | null }) => {
  const options = [l.dimension, l.condition].filter(Boolean).join(", ");
  return options ? `${l.name} (${options})` : l.name;
};
