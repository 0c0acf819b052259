import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ProductDetail, ProductList, ProductListQuery, ProductSummary } from "./schema.ts";
import { centsToDollars } from "../../../contract/money.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import {
  deliveryOptions,
  productCategories,
  productConditions,
  productDimensions,
  productImages,
  products,
} from "../../../db/schema/index.ts";
import { fromPriceCents } from "../delivery/from-price.ts";
import { getDeliveryRates } from "../delivery/rates.ts";
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
export async function listProducts(db: DbOrTx, q: Omit<ProductListQuery, "inStock" | "depot"> & Partial<Pick<ProductListQuery, "inStock" | "depot">>): Promise<ProductList> {
  const where = and(...buildProductFilters(q));
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

/** A visible product with dimensions, conditions, delivery options, images and specifications. */
export async function getProductDetail(db: DbOrTx, id: string): Promise<ProductDetail | null> {
  const [row] = await db.select({ product: products, available: availableUnits }).from(products).where(and(eq(products.id, id), isNull(products.hiddenAt))).limit(1);
  if (!row) return null;
  const p = row.product;
  const [dims, delivery, images, cats, rates] = await Promise.all([
    db.select().from(productDimensions).where(eq(productDimensions.productId, id)).orderBy(asc(productDimensions.position)),
    db.select().from(deliveryOptions).where(eq(deliveryOptions.productId, id)).orderBy(asc(deliveryOptions.position)),
    db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position)),
    categoriesOf(db, [id]),
    getDeliveryRates(db),
  ]);
  const conds = dims.length
    ? await db
        .select()
        .from(productConditions)
        .where(inArray(productConditions.dimensionId, dims.map((d) => d.id)))
        .orderBy(asc(productConditions.position))
    : [];
  const imagesFor = (pred: (i: (typeof images)[number]) => boolean) => images.filter(pred);
  const own = imagesFor((i) => !i.dimensionId && !i.conditionId);
  return {
    ...toSummary(p, own, cats.get(id) ?? [], row.available),
    specifications: p.specifications,
    // The options are the methods the product allows; the price is the "from" price (docs/decisions/024).
    delivery: delivery.map((d) => ({ id: d.id, method: d.method, price: centsToDollars(fromPriceCents(rates, d.method, dims.length > 0)) })),
    dimensions: dims.map((d) => {
      const dimImages = imagesFor((i) => i.dimensionId === d.id && !i.conditionId);
      return {
        id: d.id,
        dimension: d.dimension,
        price: d.priceCents === null ? null : centsToDollars(d.priceCents),
        description: d.description,
        specifications: d.specifications,
        images: dimImages.map((i) => i.url),
        media: dimImages.map(toMedia),
        conditions: conds
          .filter((c) => c.dimensionId === d.id)
          .map((c) => {
            const condImages = imagesFor((i) => i.conditionId === c.id);
            return {
              id: c.id,
              condition: c.condition,
              price: c.priceCents === null ? null : centsToDollars(c.priceCents),
              description: c.description,
              specifications: c.specifications,
              images: condImages.map((i) => i.url),
              media: condImages.map(toMedia),
            };
          }),
      };
    }),
  };
}
