import { and, asc, inArray, isNull, sql } from "drizzle-orm";
import type { ProductList, ProductListQuery, ProductSummary } from "../../../../db/validation/catalog.ts";
import { centsToDollars } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { productCategories, productImages, products } from "../../../../db/schema/index.ts";
import { depotsNear } from "../../logistics/index.ts";
import { availableUnits, buildProductFilters, productOrder } from "./filters.ts";
import { toMedia } from "./media.ts";

type ProductRow = typeof products.$inferSelect;

async function productLevelImages(db: DbOrTx, ids: string[]) {
  if (!ids.length) return new Map<string, (typeof productImages.$inferSelect)[]>();
  const rows = await db
    .select()
    .from(productImages)
    .where(and(inArray(productImages.productId, ids), isNull(productImages.dimensionId), isNull(productImages.conditionId)))
    .orderBy(asc(productImages.position));
  const byProduct = new Map<string, (typeof productImages.$inferSelect)[]>();
  for (const r of rows) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r]);
  return byProduct;
}

async function categoriesOf(db: DbOrTx, ids: string[]) {
  const map = new Map<string, string[]>();
  if (!ids.length) return map;
  const rows = await db.select().from(productCategories).where(inArray(productCategories.productId, ids));
  for (const r of rows) map.set(r.productId, [...(map.get(r.productId) ?? []), r.categorySlug]);
  return map;
}

function toSummary(p: ProductRow, images: (typeof productImages.$inferSelect)[], cats: string[], available?: number): ProductSummary {
  return {
    ...(available === undefined ? {} : { available }),
    id: p.id,
    name: p.name,
    sku: p.sku,
    price: centsToDollars(p.basePriceCents),
    description: p.description,
    images: images.map((i) => i.url),
    media: images.map(toMedia),
    categories: cats,
    createdAt: p.createdAt.toISOString(),
  };
}

/** One page of visible products with the spec's pagination block. */
export async function listProducts(db: DbOrTx, q: Omit<ProductListQuery, "inStock" | "depot" | "near"> & Partial<Pick<ProductListQuery, "inStock" | "depot" | "near">>): Promise<ProductList> {
  // "Available near ZIP": in stock at a depot a local truck reaches the ZIP from (issue 44).
  const nearDepotIds = q.near ? await depotsNear(db, q.near) : undefined;
  const where = and(...buildProductFilters({ ...q, nearDepotIds }));
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
  const rows = await db
    .select({ product: products, available: availableUnits })
    .from(products)
    .where(where)
    .orderBy(productOrder(q))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const ids = rows.map((r) => r.product.id);
  const [images, cats] = await Promise.all([productLevelImages(db, ids), categoriesOf(db, ids)]);
  const totalPages = Math.ceil(total / q.limit);
  return {
    products: rows.map(({ product: r, available }) => toSummary(r, images.get(r.id) ?? [], cats.get(r.id) ?? [], available)),
    pagination: {
      currentPage: q.page,
      totalPages,
      totalProducts: total,
      hasNext: q.page < totalPages,
      hasPrev: q.page > 1 && totalPages > 0,
    },
  };
}

export { getProductDetail } from "./detail.ts";
