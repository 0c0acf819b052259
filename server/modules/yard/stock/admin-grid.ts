import { and, asc, eq, isNull } from "drizzle-orm";
import type { StockCell, StockGrid } from "../../../../db/validation/stock.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { productConditions, productDimensions, products, stock } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { listDepotRows } from "../depots/service.ts";
import { type StockWrite, applyStockQuantities, missingCells } from "./apply.ts";
import { variantKey } from "./variants.ts";

type VariantRow = { productId: string; dimensionId: string | null; dimension: string | null; conditionId: string | null; condition: string | null };

/** Every sellable variant of a visible product, in the order of its page. */
export async function variantsOf(db: DbOrTx, productId: string): Promise<VariantRow[]> {
  return db
    .select({ productId: products.id, dimensionId: productDimensions.id, dimension: productDimensions.dimension, conditionId: productConditions.id, condition: productConditions.condition })
    .from(products)
    .leftJoin(productDimensions, eq(productDimensions.productId, products.id))
    .leftJoin(productConditions, eq(productConditions.dimensionId, productDimensions.id))
    .where(and(eq(products.id, productId), isNull(products.hiddenAt)))
    .orderBy(asc(productDimensions.position), asc(productConditions.position));
}

/** The product's variant × depot grid: on hand and reserved per cell (cells never stocked are absent, i.e. 0). */
export async function getProductStock(db: DbOrTx, productId: string): Promise<StockGrid> {
  const [variants, depotRows, rows] = await Promise.all([variantsOf(db, productId), listDepotRows(db), db.select().from(stock).where(eq(stock.productId, productId))]);
  if (!variants.length) throw notFound("Product not found");
  const labels = new Map(variants.map((v) => [variantKey(v), v]));
  return {
    variants: variants.map((v) => ({ dimension: v.dimension, condition: v.condition })),
    depots: depotRows.map((d) => ({ id: d.id, code: d.code, city: d.city, state: d.state, open: d.closedAt === null })),
    stock: rows.flatMap((r) => {
      const v = labels.get(variantKey(r));
      return v ? [{ depotId: r.depotId, dimension: v.dimension, condition: v.condition, quantity: r.onHand, reserved: r.reserved }] : [];
    }),
  };
}

const sameLabel = (a: string | null, b: string | null) => (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/**
 * Replaces the whole grid in one transaction: cells left out become 0. Labels are matched like the cart
 * matches them; a cell naming an unknown variant or depot, a duplicate, or a quantity below what open
 * checkouts hold is a 400 naming `stock.<index>.<field>`, and nothing is written.
 */
export async function putProductStock(deps: Pick<AppDeps, "db" | "now">, actorId: string, productId: string, cells: StockCell[]): Promise<StockGrid> {
  const [variants, depotRows] = await Promise.all([variantsOf(deps.db, productId), listDepotRows(deps.db)]);
  if (!variants.length) throw notFound("Product not found");
  const depotIds = new Set(depotRows.map((d) => d.id));
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  const writes: StockWrite[] = [];
  cells.forEach((c, i) => {
    const v = variants.find((x) => sameLabel(x.dimension, c.dimension) && sameLabel(x.condition, c.condition));
    if (!v) errors[`stock.${i}.condition`] = `This product has no variant "${[c.dimension, c.condition].filter(Boolean).join(", ") || "without options"}"`;
    else if (!depotIds.has(c.depotId)) errors[`stock.${i}.depotId`] = "No such depot";
    else {
      const write = { productId, dimensionId: v.dimensionId, conditionId: v.conditionId, depotId: c.depotId, quantity: c.quantity };
      const key = `${variantKey(write)}|${c.depotId}`;
      if (seen.has(key)) errors[`stock.${i}.depotId`] = "This variant and depot appear twice";
      seen.add(key);
      writes.push(write);
    }
  });
  if (Object.keys(errors).length) throw badRequest("Invalid input", errors);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const existing = await tx.select().from(stock).where(eq(stock.productId, productId));
    const all = [...writes, ...missingCells(existing, writes)];
    const conflicts = await applyStockQuantities(tx, all, now, actorId);
    if (conflicts.size) {
      const [[i, reserved]] = conflicts;
      // Writes line up with cells (no cell was refused above); later ones are the cells left out.
      const field = i < writes.length ? `stock.${i}.quantity` : "stock";
      throw badRequest("Invalid input", { [field]: `${reserved} units are held by open checkouts; the quantity cannot be lower` });
    }
    await recordAudit(tx, { actorId, action: "stock.replaced", entity: "product", entityId: productId, details: { cells: cells.length } });
  });
  return getProductStock(deps.db, productId);
}
