import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { CartItemPayload } from "../../../../contract/cart.ts";
import { truckTypeOf } from "../../../../contract/delivery.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { deliveryOptions, productConditions, productDimensions, products } from "../../../../db/schema/index.ts";
import { badRequest } from "../../../lib/http-errors.ts";

export type SelectedLine = {
  product: typeof products.$inferSelect;
  dimension: typeof productDimensions.$inferSelect | null;
  condition: typeof productConditions.$inferSelect | null;
  delivery: typeof deliveryOptions.$inferSelect;
};

const label = (v: string | null | undefined) => (v ?? "").trim();

/** Exact label first, then ignoring case: "20FT" finds "20ft", but "20ft" never picks "20FT" over itself. */
function byLabel<T>(rows: T[], get: (r: T) => string, wanted: string): T | undefined {
  return rows.find((r) => get(r) === wanted) ?? rows.find((r) => get(r).toLowerCase() === wanted.toLowerCase());
}

/**
 * Turns the client's selections (labels) into catalog rows, refusing what the product page would not
 * allow: a product with dimensions needs one, a dimension with conditions needs one, delivery always.
 * Errors name the payload field.
 */
export async function resolveSelection(db: DbOrTx, payload: CartItemPayload): Promise<SelectedLine> {
  const [product] = await db.select().from(products).where(and(eq(products.id, payload.productId), isNull(products.hiddenAt))).limit(1);
  if (!product) throw badRequest("Unknown product", { productId: "No such product" });

  const dims = await db.select().from(productDimensions).where(eq(productDimensions.productId, product.id)).orderBy(asc(productDimensions.position));
  const dimLabel = label(payload.selectedDimension?.dimension);
  let dimension: SelectedLine["dimension"] = null;
  if (dimLabel) {
    dimension = byLabel(dims, (d) => d.dimension, dimLabel) ?? null;
    if (!dimension) throw badRequest("Unknown dimension", { selectedDimension: `"${dimLabel}" is not a dimension of this product` });
  } else if (dims.length) {
    throw badRequest("Choose a dimension", { selectedDimension: "Please choose a dimension" });
  }

  const conds = dimension
    ? await db.select().from(productConditions).where(inArray(productConditions.dimensionId, [dimension.id])).orderBy(asc(productConditions.position))
    : [];
  const condLabel = label(payload.selectedCondition?.condition);
  let condition: SelectedLine["condition"] = null;
  if (condLabel) {
    condition = byLabel(conds, (c) => c.condition, condLabel) ?? null;
    if (!condition) throw badRequest("Unknown condition", { selectedCondition: `"${condLabel}" is not a condition of this dimension` });
  } else if (conds.length) {
    throw badRequest("Choose a condition", { selectedCondition: "Please choose a condition" });
  }

  const methodLabel = label(payload.selectedDelivery?.method);
  if (!methodLabel) throw badRequest("Delivery Method Required", { selectedDelivery: "Please select a delivery method." });
  const options = await db.select().from(deliveryOptions).where(eq(deliveryOptions.productId, product.id));
  // An old free-text method ("Flatbed truck") is the truck type it names (issue 44).
  const delivery = byLabel(options, (o) => o.method, methodLabel) ?? options.find((o) => truckTypeOf(o.method) !== null && truckTypeOf(o.method) === truckTypeOf(methodLabel));
  if (!delivery) throw badRequest("Unknown delivery method", { selectedDelivery: `"${methodLabel}" is not a delivery method of this product` });

  return { product, dimension, condition, delivery };
}

/** The product page's fallback, with ?? so that a price of 0 is a price. */
export const unitPriceCents = (l: Pick<SelectedLine, "product" | "dimension" | "condition">) =>
  l.condition?.priceCents ?? l.dimension?.priceCents ?? l.product.basePriceCents;
