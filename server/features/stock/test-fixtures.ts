import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/connect.ts";
import { depots, productConditions, productDimensions, products, stock, stockReservations } from "../../../db/schema/index.ts";

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

type Caller = (method: string, path: string, init?: { body?: unknown; token?: string }) => Promise<{ status: number; body: any }>;

/** Sets a product's whole grid through the admin API: `cells` as [depotCode, quantity, dimension?, condition?]. */
export async function setGrid(t: { call: Caller; db: DbOrTx }, adminToken: string, productId: string, cells: [string, number, string?, string?][]) {
  const all = await t.db.select().from(depots);
  const grid = cells.map(([code, quantity, dimension, condition]) => ({ depotId: all.find((d) => d.code === code)!.id, quantity, dimension: dimension ?? null, condition: condition ?? null }));
  const res = await t.call("PUT", `/v1/admin/products/${productId}/stock`, { token: adminToken, body: { stock: grid } });
  if (res.status !== 200) throw new Error(`stock PUT failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Sums that must always hold: reserved = units held, on hand + units sold = what the grid started with. */
export async function stockLedger(db: DbOrTx, productId: string) {
  const rows = await db.select().from(stock).where(eq(stock.productId, productId));
  const ids = rows.map((r) => r.id);
  const res = ids.length ? await db.select().from(stockReservations).where(inArray(stockReservations.stockId, ids)) : [];
  const sum = (status: string) => res.filter((r) => r.status === status).reduce((n, r) => n + r.quantity, 0);
  return {
    onHand: rows.reduce((n, r) => n + r.onHand, 0),
    reserved: rows.reduce((n, r) => n + r.reserved, 0),
    held: sum("held"),
    sold: sum("sold"),
    negative: rows.filter((r) => r.onHand < 0 || r.reserved < 0 || r.reserved > r.onHand).length,
    rows,
  };
}
