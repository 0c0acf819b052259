import { and, eq, inArray, sql } from "drizzle-orm";
import { SIZE_OPTIONS } from "../../../../contract/catalog-options.ts";
import type { ProductInput } from "../../../../contract/admin-products.ts";
import { dollarsToCents } from "../../../../contract/money.ts";
import type { Tx } from "../../../../db/connect.ts";
import { truckTypeOf } from "../../../../contract/delivery.ts";
import { deliveryOptions, productCategories, productConditions, productDimensions } from "../../../../db/schema/index.ts";

/*
 * An edit updates the rows it keeps (matched by id) instead of rewriting the product: cart lines point
 * at dimension, condition and delivery ids and must survive a price or text change.
 */

const toCents = (dollars: number) => dollarsToCents(dollars) ?? 0;
const optionalCents = (dollars: number | null | undefined) => (dollars === null || dollars === undefined ? null : toCents(dollars));

/** "20ft High Cube" → "20ft" for the shop's size filter; null when the label names no standard size. */
export function sizeFromLabel(label: string): string | null {
  const m = /(\d{2})\s*(?:ft|foot|feet|'|’)/i.exec(label);
  const size = m ? `${m[1]}ft` : null;
  return size && (SIZE_OPTIONS as readonly string[]).includes(size) ? size : null;
}

export async function syncCategories(tx: Tx, productId: string, categories: ProductInput["categories"]) {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  const unique = [...new Set(categories)];
  if (unique.length) await tx.insert(productCategories).values(unique.map((categorySlug) => ({ productId, categorySlug })));
}

/** Removes what the edit dropped, then updates kept rows and inserts new ones, in the order given. */
async function syncRows<T extends { id?: string }>(opts: {
  existingIds: string[];
  items: T[];
  remove: (ids: string[]) => Promise<unknown>;
  update: (id: string, item: T, position: number) => Promise<unknown>;
  insert: (item: T, position: number) => Promise<string>;
}): Promise<string[]> {
  const existing = new Set(opts.existingIds);
  const claimed = new Set<string>();
  const keptIdOf = opts.items.map((item) => {
    const keep = item.id && existing.has(item.id) && !claimed.has(item.id) ? item.id : null;
    if (keep) claimed.add(keep);
    return keep;
  });
  const dropped = opts.existingIds.filter((id) => !claimed.has(id));
  if (dropped.length) await opts.remove(dropped);
  const ids: string[] = [];
  for (const [position, item] of opts.items.entries()) {
    const keep = keptIdOf[position];
    if (keep) await opts.update(keep, item, position);
    ids.push(keep ?? (await opts.insert(item, position)));
  }
  return ids;
}

export async function syncDelivery(tx: Tx, productId: string, delivery: ProductInput["delivery"]) {
  const existing = await tx.select().from(deliveryOptions).where(eq(deliveryOptions.productId, productId));
  // A row is also recognised by its method (an old free-text "Crane" too), so re-adding crane keeps the cart lines
  // that chose it. The price column is no longer read (docs/decisions/024): delivery is priced from the rates.
  const items = delivery.map((d) => ({ ...d, id: d.id ?? existing.find((e) => truckTypeOf(e.method) === d.method)?.id }));
  // Park every existing method under a unique temporary name: swapping two names must not hit the unique index.
  if (existing.length) {
    await tx.update(deliveryOptions).set({ method: sql`${deliveryOptions.id}::text || ':tmp'` }).where(eq(deliveryOptions.productId, productId));
  }
  await syncRows({
    existingIds: existing.map((e) => e.id),
    items,
    remove: (ids) => tx.delete(deliveryOptions).where(inArray(deliveryOptions.id, ids)),
    update: (id, d, position) =>
      tx.update(deliveryOptions).set({ method: d.method, priceCents: 0, position }).where(eq(deliveryOptions.id, id)),
    insert: async (d, position) => {
      const [row] = await tx
        .insert(deliveryOptions)
        .values({ productId, method: d.method, priceCents: 0, position })
        .returning({ id: deliveryOptions.id });
      return row.id;
    },
  });
}

type DimensionInput = ProductInput["dimensions"][number];
type ConditionInput = DimensionInput["conditions"][number];

async function syncConditions(tx: Tx, dimensionId: string, conditions: ConditionInput[]): Promise<string[]> {
  const existing = await tx.select({ id: productConditions.id }).from(productConditions).where(eq(productConditions.dimensionId, dimensionId));
  const values = (c: ConditionInput, position: number) => ({
    position,
    condition: c.condition,
    priceCents: optionalCents(c.price),
    description: c.description,
    specifications: c.specifications,
  });
  return syncRows({
    existingIds: existing.map((e) => e.id),
    items: conditions,
    remove: (ids) => tx.delete(productConditions).where(inArray(productConditions.id, ids)),
    update: (id, c, position) => tx.update(productConditions).set(values(c, position)).where(eq(productConditions.id, id)),
    insert: async (c, position) => {
      const [row] = await tx.insert(productConditions).values({ dimensionId, ...values(c, position) }).returning({ id: productConditions.id });
      return row.id;
    },
  });
}

/** Returns the ids of the dimensions and of their conditions, in the order of the input. */
export async function syncDimensions(tx: Tx, productId: string, dimensions: DimensionInput[]) {
  const existing = await tx.select({ id: productDimensions.id }).from(productDimensions).where(eq(productDimensions.productId, productId));
  const values = (d: DimensionInput, position: number) => ({
    position,
    dimension: d.dimension,
    sizeFt: sizeFromLabel(d.dimension),
    priceCents: optionalCents(d.price),
    description: d.description,
    specifications: d.specifications,
  });
  const dimensionIds = await syncRows({
    existingIds: existing.map((e) => e.id),
    items: dimensions,
    remove: (ids) => tx.delete(productDimensions).where(and(eq(productDimensions.productId, productId), inArray(productDimensions.id, ids))),
    update: (id, d, position) => tx.update(productDimensions).set(values(d, position)).where(eq(productDimensions.id, id)),
    insert: async (d, position) => {
      const [row] = await tx.insert(productDimensions).values({ productId, ...values(d, position) }).returning({ id: productDimensions.id });
      return row.id;
    },
  });
  const conditionIds: string[][] = [];
  for (const [i, d] of dimensions.entries()) conditionIds.push(await syncConditions(tx, dimensionIds[i], d.conditions));
  return { dimensionIds, conditionIds };
}
