import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { cartItems, carts, deliveryOptions, productConditions, productDimensions, productImages, products } from "../../../../db/schema/index.ts";
import type { DesignSnapshot } from "../../../../db/schema/index.ts";
import { repriceCustomBuilds } from "./custom-build.ts";
import { containerLengthFt } from "../../logistics/index.ts";
import { unitPriceCents } from "./resolve-selection.ts";

/**
 * A cart line priced from the catalog as it is now. All money in cents. `deliveryCents` is the delivery of the
 * whole line (trucks × truck price, or the parcel): 0 until priceCart (server/modules/logistics/delivery) prices it.
 */
export type PricedLine = {
  id: string;
  productId: string;
  name: string;
  sku: string | null;
  image: string | null;
  quantity: number;
  dimensionId: string | null;
  conditionId: string | null;
  deliveryOptionId: string | null;
  dimension: string | null;
  condition: string | null;
  deliveryMethod: string | null;
  /** Container length in feet (from the dimension's size); null for parts, which ship as parcels. */
  sizeFt: number | null;
  basePriceCents: number;
  unitCents: number;
  deliveryCents: number;
  totalCents: number;
  /** The product was deleted (archived) by an admin after it was added: shown, not priced, not sold. */
  archived: boolean;
  /** A custom build's design (custom-build.ts), priced now; null on catalog lines. */
  designId: string | null;
  design: DesignSnapshot | null;
};

/** First picture by the page's fallback: the condition's, the dimension's, then the product's own. */
export async function pictures(db: DbOrTx, productIds: string[]) {
  if (!productIds.length) return () => null;
  const rows = await db.select().from(productImages).where(inArray(productImages.productId, productIds)).orderBy(asc(productImages.position));
  return (l: { productId: string; dimensionId: string | null; conditionId: string | null }) =>
    (l.conditionId && rows.find((r) => r.conditionId === l.conditionId)?.url) ||
    (l.dimensionId && rows.find((r) => r.dimensionId === l.dimensionId && !r.conditionId)?.url) ||
    rows.find((r) => r.productId === l.productId && !r.dimensionId && !r.conditionId)?.url ||
    null;
}

/**
 * The user's cart lines, oldest first. Lines of products an admin has archived are left out, unless
 * `withArchived`: the cart shows them as "no longer available" so the customer learns why (and removes them).
 */
export async function loadCartLines(db: DbOrTx, userId: string, opts: { withArchived?: boolean } = {}): Promise<PricedLine[]> {
  const rows = await db
    .select({ item: cartItems, product: products, dimension: productDimensions, condition: productConditions, delivery: deliveryOptions })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productDimensions, eq(productDimensions.id, cartItems.dimensionId))
    .leftJoin(productConditions, eq(productConditions.id, cartItems.conditionId))
    .leftJoin(deliveryOptions, eq(deliveryOptions.id, cartItems.deliveryOptionId))
    .where(and(eq(carts.userId, userId), opts.withArchived ? undefined : isNull(products.hiddenAt)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const imageOf = await pictures(db, [...new Set(rows.map((r) => r.product.id))]);
  return repriceCustomBuilds(db, rows.map((r) => pricedLineOf(r, imageOf)));
}

type CatalogRow = {
  item: { id: string; quantity: number; dimensionId: string | null; conditionId: string | null; deliveryOptionId: string | null; designId: string | null };
  product: typeof products.$inferSelect;
  dimension: typeof productDimensions.$inferSelect | null;
  condition: typeof productConditions.$inferSelect | null;
  delivery: typeof deliveryOptions.$inferSelect | null;
};
export type ImageOf = (l: { productId: string; dimensionId: string | null; conditionId: string | null }) => string | null;

/** A line priced from the catalog as it is now: a cart line, or a line of an order an admin edits (docs/decisions/089). */
export function pricedLineOf({ item, product, dimension, condition, delivery }: CatalogRow, imageOf: ImageOf): PricedLine {
  const unitCents = unitPriceCents({ product, dimension, condition });
  return {
    id: item.id,
    productId: product.id,
    name: product.name,
    sku: product.sku,
    image: imageOf({ productId: product.id, dimensionId: item.dimensionId, conditionId: item.conditionId }),
    quantity: item.quantity,
    dimensionId: item.dimensionId,
    conditionId: item.conditionId,
    deliveryOptionId: item.deliveryOptionId,
    dimension: dimension?.dimension ?? null,
    condition: condition?.condition ?? null,
    deliveryMethod: delivery?.method ?? null,
    sizeFt: dimension ? (containerLengthFt(dimension.sizeFt) ?? containerLengthFt(dimension.dimension)) : null,
    basePriceCents: product.basePriceCents,
    unitCents,
    deliveryCents: 0,
    totalCents: unitCents * item.quantity,
    archived: product.hiddenAt !== null,
    designId: item.designId,
    design: null,
  };
}

export type CartTotals = { subtotalCents: number; shippingCents: number; taxCents: number; totalCents: number };

/** Tax applies to the goods, not to delivery; rounded once on the whole subtotal. Archived lines count for nothing. */
export function cartTotals(all: PricedLine[], taxBps: number): CartTotals {
  const lines = all.filter((l) => !l.archived);
  const subtotalCents = lines.reduce((s, l) => s + l.unitCents * l.quantity, 0);
  const shippingCents = lines.reduce((s, l) => s + l.deliveryCents, 0);
  const taxCents = Math.round((subtotalCents * taxBps) / 10_000);
  return { subtotalCents, shippingCents, taxCents, totalCents: subtotalCents + shippingCents + taxCents };
}
