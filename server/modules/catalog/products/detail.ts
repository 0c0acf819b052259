import { type SQL, and, eq, isNull, sql } from "drizzle-orm";
import type { ProductDetail } from "../../../../db/validation/catalog.ts";
import { centsToDollars } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import type { ImageVariant, Specification } from "../../../../db/schema/index.ts";
import { products } from "../../../../db/schema/index.ts";
import { fromPriceCents } from "../../logistics/index.ts";
import { truckTypeOf } from "../../../../contract/delivery.ts";
import { DELIVERY_RATES_KEY, parseDeliveryRates } from "../../logistics/index.ts";
import { availableUnits } from "./filters.ts";
import { toMedia } from "./media.ts";

type Dimension = { id: string; dimension: string; priceCents: number | null; description: string | null; specifications: Specification[] };
type Condition = Omit<Dimension, "dimension"> & { dimensionId: string; condition: string };
type Image = { dimensionId: string | null; conditionId: string | null; url: string; width: number | null; height: number | null; variants: ImageVariant[]; alt: string };

/**
 * The product's parts as JSON arrays in the product's own row: one statement per product page instead of seven
 * (row, dimensions, conditions, delivery, images, categories, rates). Each statement cost its round trip,
 * a pool checkout and Drizzle's query building: about a fifth of an uncached page's CPU (docs/decisions/041).
 */
const jsonList = <T>(query: SQL) => sql<T[]>`coalesce((${query}), '[]'::json)`;
const dimensionsOf = jsonList<Dimension>(sql`select json_agg(json_build_object('id', d.id, 'dimension', d.dimension, 'priceCents', d.price_cents,
  'description', d.description, 'specifications', d.specifications) order by d.position) from product_dimensions d where d.product_id = "products"."id"`);
const conditionsOf = jsonList<Condition>(sql`select json_agg(json_build_object('id', c.id, 'dimensionId', c.dimension_id, 'condition', c.condition,
  'priceCents', c.price_cents, 'description', c.description, 'specifications', c.specifications) order by c.position)
  from product_conditions c join product_dimensions d on d.id = c.dimension_id where d.product_id = "products"."id"`);
const deliveryOf = jsonList<{ id: string; method: string }>(sql`select json_agg(json_build_object('id', o.id, 'method', o.method) order by o.position)
  from delivery_options o where o.product_id = "products"."id"`);
const imagesOf = jsonList<Image>(sql`select json_agg(json_build_object('dimensionId', i.dimension_id, 'conditionId', i.condition_id, 'url', i.url,
  'width', i.width, 'height', i.height, 'variants', i.variants, 'alt', i.alt) order by i.position) from product_images i where i.product_id = "products"."id"`);
const categoriesOf = jsonList<string>(sql`select json_agg(pc.category_slug) from product_categories pc where pc.product_id = "products"."id"`);
const ratesValue = sql<unknown>`(select s.value from settings s where s.key = ${DELIVERY_RATES_KEY})`;

function detailQuery(db: DbOrTx) {
  return db
    .select({ product: products, available: availableUnits, dims: dimensionsOf, conds: conditionsOf, delivery: deliveryOf, images: imagesOf, cats: categoriesOf, rates: ratesValue })
    .from(products)
    .where(and(eq(products.id, sql.placeholder("id")), isNull(products.hiddenAt)))
    .limit(1)
    .prepare("product_detail");
}

/**
 * Built once per database handle and sent as a named statement: Drizzle's building of this ~2 KB statement was
 * ~3 % of an uncached page's CPU, and PostgreSQL parsed and planned it again for every page (ADR 046).
 */
const preparedDetail = new WeakMap<DbOrTx, ReturnType<typeof detailQuery>>();

/** A visible product with dimensions, conditions, delivery options, images and specifications. */
export async function getProductDetail(db: DbOrTx, id: string): Promise<ProductDetail | null> {
  let query = preparedDetail.get(db);
  if (!query) preparedDetail.set(db, (query = detailQuery(db)));
  const [row] = await query.execute({ id });
  if (!row) return null;
  const { product: p, dims, conds, images } = row;
  const rates = parseDeliveryRates(row.rates);
  const imagesFor = (pred: (i: Image) => boolean) => images.filter(pred);
  const own = imagesFor((i) => !i.dimensionId && !i.conditionId);
  const price = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
  return {
    available: row.available,
    id: p.id,
    name: p.name,
    sku: p.sku,
    price: centsToDollars(p.basePriceCents),
    description: p.description,
    images: own.map((i) => i.url),
    media: own.map(toMedia),
    categories: row.cats,
    createdAt: p.createdAt.toISOString(),
    specifications: p.specifications,
    // The options are the methods the product allows; the price is the "from" price (docs/decisions/024).
    delivery: row.delivery.map((d) => ({ id: d.id, method: truckTypeOf(d.method) ?? d.method, price: centsToDollars(fromPriceCents(rates, d.method, dims.length > 0)), pricing: dims.length > 0 ? ("from-rates" as const) : ("parcel" as const) })),
    dimensions: dims.map((d) => {
      const dimImages = imagesFor((i) => i.dimensionId === d.id && !i.conditionId);
      return {
        id: d.id,
        dimension: d.dimension,
        price: price(d.priceCents),
        description: d.description,
        specifications: d.specifications,
        images: dimImages.map((i) => i.url),
        media: dimImages.map(toMedia),
        conditions: conds
          .filter((c) => c.dimensionId === d.id)
          .map((c) => {
            const condImages = imagesFor((i) => i.conditionId === c.id);
            return { id: c.id, condition: c.condition, price: price(c.priceCents), description: c.description, specifications: c.specifications, images: condImages.map((i) => i.url), media: condImages.map(toMedia) };
          }),
      };
    }),
  };
}
