import { asc, isNull, sql } from "drizzle-orm";
import { CONDITION_SELECTORS, SIZE_OPTIONS } from "../../../../contract/catalog-options.ts";
import type { CatalogIndex, InventorySummary } from "../../../../db/validation/catalog.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { categories, productCategories, productConditions, productDimensions, products } from "../../../../db/schema/index.ts";
import { depotStockSummary } from "../../yard/index.ts";

const CONDITION_LABELS: Record<(typeof CONDITION_SELECTORS)[number], string> = { new: "New", used: "Used", refurbished: "Refurbished" };

/** Counts of visible products per category, size and condition, straight from the catalog tables. */
export async function inventorySummary(db: DbOrTx): Promise<InventorySummary> {
  const visible = sql`${products.hiddenAt} is null`;
  const [[{ total }], byCategory, bySize, byCondition, stock] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(visible),
    db
      .select({ value: categories.slug, label: categories.name, count: sql<number>`count(${products.id})::int` })
      .from(categories)
      .leftJoin(productCategories, sql`${productCategories.categorySlug} = ${categories.slug}`)
      .leftJoin(products, sql`${products.id} = ${productCategories.productId} and ${visible}`)
      .groupBy(categories.slug, categories.name, categories.position)
      .orderBy(asc(categories.position)),
    db
      .select({ value: sql<string>`${productDimensions.sizeFt}`, count: sql<number>`count(distinct ${products.id})::int` })
      .from(productDimensions)
      .innerJoin(products, sql`${products.id} = ${productDimensions.productId} and ${visible}`)
      .where(sql`${productDimensions.sizeFt} is not null`)
      .groupBy(productDimensions.sizeFt),
    db
      .select({
        value: sql<string>`split_part(lower(${productConditions.condition}), ' ', 1)`,
        count: sql<number>`count(distinct ${products.id})::int`,
      })
      .from(productConditions)
      .innerJoin(productDimensions, sql`${productDimensions.id} = ${productConditions.dimensionId}`)
      .innerJoin(products, sql`${products.id} = ${productDimensions.productId} and ${visible}`)
      .where(sql`not exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id} and pc.category_slug = 'rent')`)
      .groupBy(sql`1`),
    depotStockSummary(db),
  ]);
  const sizeCounts = new Map(bySize.map((r) => [r.value, r.count]));
  const conditionCounts = new Map(byCondition.map((r) => [r.value, r.count]));
  return {
    totalProducts: total,
    byCategory,
    // Every size option in the spec's order, zero when none is in stock, so the page shows the full range.
    bySize: SIZE_OPTIONS.map((s) => ({ value: s, label: s.replace("ft", " ft"), count: sizeCounts.get(s) ?? 0 })),
    byCondition: CONDITION_SELECTORS.map((c) => ({ value: c, label: CONDITION_LABELS[c], count: conditionCounts.get(c) ?? 0 })),
    stock,
  };
}

/** Ids and change dates of every visible product, and every category slug, for the sitemap. */
export async function catalogIndex(db: DbOrTx): Promise<CatalogIndex> {
  const [rows, cats] = await Promise.all([
    db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(isNull(products.hiddenAt)).orderBy(asc(products.createdAt)),
    db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.position)),
  ]);
  return { products: rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() })), categories: cats.map((c) => c.slug) };
}
