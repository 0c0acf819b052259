import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { ProductAvailability } from "../../../../db/validation/stock.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, productConditions, productDimensions, products, stock } from "../../../../db/schema/index.ts";
import { badRequest } from "../../../lib/http-errors.ts";
import { milesBetween } from "../../../lib/geo/geo.ts";
import { pointOfZip } from "./reservations.ts";
import { variantKey } from "./variants.ts";

/** The ship-to point of a ZIP typed by a visitor: 400 naming `zip` when it is malformed or unknown. */
async function visitorPoint(zip: string | undefined) {
  if (zip === undefined) return null;
  if (!/^\d{5}$/.test(zip)) throw badRequest("Invalid input", { zip: "Enter a 5-digit ZIP code" });
  const point = await pointOfZip(zip);
  if (!point) throw badRequest("Unknown ZIP code", { zip: "We could not find this ZIP code" });
  return point;
}

/**
 * Units for sale of every variant of a product at every open depot, nearest first when a ZIP is given.
 * Two queries whatever the number of variants and depots: the variants, and the stock rows with their
 * depots. Null when the product does not exist or is hidden.
 */
export async function productAvailability(db: DbOrTx, productId: string, zip?: string): Promise<ProductAvailability | null> {
  const point = await visitorPoint(zip);
  const [variants, rows] = await Promise.all([
    db
      .select({ productId: products.id, dimensionId: productDimensions.id, dimension: productDimensions.dimension, conditionId: productConditions.id, condition: productConditions.condition })
      .from(products)
      .leftJoin(productDimensions, eq(productDimensions.productId, products.id))
      .leftJoin(productConditions, eq(productConditions.dimensionId, productDimensions.id))
      .where(and(eq(products.id, productId), isNull(products.hiddenAt)))
      .orderBy(asc(productDimensions.position), asc(productConditions.position)),
    db
      .select({ productId: stock.productId, dimensionId: stock.dimensionId, conditionId: stock.conditionId, quantity: sql<number>`${stock.onHand} - ${stock.reserved}`, depotId: depots.id, city: depots.city, state: depots.state, latitude: depots.latitude, longitude: depots.longitude })
      .from(stock)
      .innerJoin(depots, eq(depots.id, stock.depotId))
      .where(and(eq(stock.productId, productId), isNull(depots.closedAt), sql`${stock.onHand} > ${stock.reserved}`)),
  ]);
  if (!variants.length) return null;
  const byVariant = Map.groupBy(rows, (r) => variantKey(r));
  const out = variants.map((v) => {
    const depotRows = (byVariant.get(variantKey(v)) ?? []).map((r) => ({
      depotId: r.depotId,
      city: r.city,
      state: r.state,
      quantity: Number(r.quantity),
      distanceMiles: point ? Math.round(milesBetween(point, r)) : null,
    }));
    depotRows.sort((a, b) => (a.distanceMiles ?? 0) - (b.distanceMiles ?? 0) || b.quantity - a.quantity || a.city.localeCompare(b.city));
    return { dimension: v.dimension, condition: v.condition, total: depotRows.reduce((n, d) => n + d.quantity, 0), depots: depotRows };
  });
  return { total: out.reduce((n, v) => n + v.total, 0), variants: out };
}
