import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/connect.ts";
import { depots, productConditions, productDimensions, products, stock } from "../../../db/schema/index.ts";

/** The seeded depot with this code ("miami-fl"). */
export async function depotByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(depots).where(eq(depots.code, code));
  if (!row) throw new Error(`no depot ${code}`);
  return row;
}

/** Every variant of the products gets `quantity` units at each of the depots (codes); other depots keep what they had. */
export async function stockProducts(db: DbOrTx, productIds: string[], quantity: number, depotCodes = ["miami-fl", "houston-tx"]) {
  const yards = await db.select().from(depots).where(inArray(depots.code, depotCodes));
  const variants = await db
    .select({ productId: products.id, dimensionId: productDimensions.id, conditionId: productConditions.id })
    .from(products)
    .leftJoin(productDimensions, eq(productDimensions.productId, products.id))
    .leftJoin(productConditions, eq(productConditions.dimensionId, productDimensions.id))
    .where(inArray(products.id, productIds));
  const values = variants.flatMap((v) => yards.map((d) => ({ ...v, depotId: d.id, onHand: quantity })));
  if (values.length) await db.insert(stock).values(values);
}
