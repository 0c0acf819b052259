import { and, asc, eq, isNull } from "drizzle-orm";
import type { RentalBreakdown } from "../../../../contract/rentals.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { productConditions, productDimensions, products } from "../../../../db/schema/index.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { plansFor } from "../../billing/index.ts";
import { locateZip, quoteDelivery } from "../../logistics/index.ts";
import { rentalBreakdown } from "../../orders/index.ts";
import { salesTaxFor } from "../../accounts/index.ts";
import { unitPriceCents } from "../cart/resolve-selection.ts";

export type ProductRentalChoice = { dimension?: string; condition?: string; method?: string; quantity: number; zip?: string };

const same = (a: string, b: string | undefined) => a.toLowerCase() === (b ?? "").trim().toLowerCase();

/**
 * The product page's rental breakdown (ADR 076): the same function the cart and the order print from, fed with
 * the variant's monthly price, the plan, the delivery the quote prices for the ZIP and method (the cart prices the
 * same route), and the ZIP's state's tax. Without a ZIP, delivery and tax are pending ("+ delivery and tax").
 */
export async function productRentalQuote(db: DbOrTx, productId: string, choice: ProductRentalChoice, now: Date, buyerId: string | null = null): Promise<RentalBreakdown> {
  const [[product], plans] = await Promise.all([
    db.select().from(products).where(and(eq(products.id, productId), isNull(products.hiddenAt))).limit(1),
    plansFor(db, [productId]),
  ]);
  const plan = plans.get(productId);
  if (!product || !plan) throw notFound("This product is not rented");
  const dims = await db.select().from(productDimensions).where(eq(productDimensions.productId, productId)).orderBy(asc(productDimensions.position));
  const dimension = dims.find((d) => same(d.dimension, choice.dimension)) ?? null;
  const conds = dimension ? await db.select().from(productConditions).where(eq(productConditions.dimensionId, dimension.id)) : [];
  const condition = conds.find((c) => same(c.condition, choice.condition)) ?? null;
  const [deliveryCents, rate] = await Promise.all([deliveryFor(db, productId, choice, now), taxRateOfZip(db, choice.zip, buyerId, now)]);
  return rentalBreakdown(
    [{ name: product.name, variant: dimension?.dimension ?? null, quantity: choice.quantity, rentCents: unitPriceCents({ product, dimension, condition }), waiverCents: 0, depositCents: plan.depositCents, deliveryCents, minTermMonths: plan.minTermMonths }],
    rate,
  );
}

/** The whole quantity's delivery by the chosen method, as GET /v1/delivery/quote prices it; null when it cannot yet. */
async function deliveryFor(db: DbOrTx, productId: string, c: ProductRentalChoice, now: Date): Promise<number | null> {
  if (!c.zip || !c.method) return null;
  try {
    const quote = await quoteDelivery(db, { productId, dimension: c.dimension, condition: c.condition, quantity: c.quantity, zip: c.zip, now });
    const option = quote.options.find((o) => o.method === c.method);
    return option ? Math.round(option.price * 100) : null;
  } catch {
    // Out of area, sold out, an unknown ZIP: the delivery options say why; the breakdown leaves delivery pending.
    return null;
  }
}

/** The ZIP's state's rate for this buyer (a signed-in customer's exemption applies, as in the cart). */
async function taxRateOfZip(db: DbOrTx, zip: string | undefined, buyerId: string | null, now: Date) {
  const place = zip ? await locateZip(zip) : null;
  if (!place) return null;
  const tax = await salesTaxFor(db, { userId: buyerId, state: place.state, on: now });
  return { state: place.state, bps: tax.bps };
}

