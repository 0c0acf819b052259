import { and, asc, eq, isNull } from "drizzle-orm";
import { assertWithinPaymentCap } from "../../billing/index.ts";
import type { OfferInput } from "../../../../contract/offers.ts";
import { dollarsToCents } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { type OfferLine, productConditions, productDimensions, products } from "../../../../db/schema/index.ts";
import { badRequest } from "../../../lib/http-errors.ts";
import { unitPriceCents } from "../cart/resolve-selection.ts";
import { salesTaxFor, stateCode, taxCentsOf } from "../../accounts/index.ts";
import { deliveryFromRates } from "./delivery-rates.ts";

export type PricedOffer = {
  lines: OfferLine[];
  subtotalCents: number;
  deliveryCents: number;
  discountCents: number;
  taxBps: number;
  taxCents: number;
  /** The customer's certificate that waived the tax (ADR 087); kept on the offer and on its order. */
  taxExemptCertificate: string | null;
  totalCents: number;
  shipToState: string | null;
  deliveryNote: string | null;
};

const cents = (dollars: number) => dollarsToCents(dollars);
const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A catalog line priced as the product page prices it; errors keyed like the body ("lines.0.dimension"). */
async function catalogLine(db: DbOrTx, l: Extract<OfferInput["lines"][number], { kind: "catalog" }>, key: string, errors: Record<string, string>): Promise<OfferLine | null> {
  const [product] = await db.select().from(products).where(and(eq(products.id, l.productId), isNull(products.hiddenAt)));
  if (!product) return void (errors[`${key}.productId`] = "No such product"), null;
  const dims = await db.select().from(productDimensions).where(eq(productDimensions.productId, product.id)).orderBy(asc(productDimensions.position));
  const dimension = l.dimension ? (dims.find((d) => sameLabel(d.dimension, l.dimension as string)) ?? null) : null;
  if (dims.length && !dimension) return void (errors[`${key}.dimension`] = `Choose a size of ${product.name}`), null;
  const conds = dimension ? await db.select().from(productConditions).where(eq(productConditions.dimensionId, dimension.id)) : [];
  const condition = l.condition ? (conds.find((c) => sameLabel(c.condition, l.condition as string)) ?? null) : null;
  if (conds.length && !condition) return void (errors[`${key}.condition`] = "Choose a condition"), null;
  const catalogUnitCents = unitPriceCents({ product, dimension, condition });
  const asked = l.unitPrice === null || l.unitPrice === undefined ? catalogUnitCents : cents(l.unitPrice);
  if (asked === null) return void (errors[`${key}.unitPrice`] = "Use at most 2 decimals"), null;
  const reason = l.priceReason?.trim() || null;
  if (asked !== catalogUnitCents && !reason) return void (errors[`${key}.priceReason`] = "Say why the price differs from the catalog"), null;
  return {
    kind: "catalog",
    productId: product.id,
    name: product.name,
    dimension: dimension?.dimension ?? null,
    condition: condition?.condition ?? null,
    description: null,
    quantity: l.quantity,
    catalogUnitCents,
    unitCents: asked,
    priceReason: asked === catalogUnitCents ? null : reason,
  };
}

/**
 * Prices an offer on the server: catalog lines from the catalog (an admin's different unit price needs a
 * reason), custom lines as typed, delivery as a fixed amount or from the rates for the ship-to ZIP, discount, then sales tax of the ship-to state
 * on the goods less the discount (as checkout taxes goods, not delivery).
 */
export async function priceOffer(db: DbOrTx, input: OfferInput, now: Date, buyerId: string | null): Promise<PricedOffer> {
  const errors: Record<string, string> = {};
  const lines: OfferLine[] = [];
  for (const [i, l] of input.lines.entries()) {
    if (l.kind === "catalog") {
      const line = await catalogLine(db, l, `lines.${i}`, errors);
      if (line) lines.push(line);
      continue;
    }
    const unit = cents(l.unitPrice);
    if (unit === null) errors[`lines.${i}.unitPrice`] = "Use at most 2 decimals";
    else lines.push({ kind: "custom", productId: null, name: l.description, dimension: null, condition: null, description: l.description, quantity: l.quantity, catalogUnitCents: null, unitCents: unit, priceReason: null });
  }
  const deliveryCents = cents(input.delivery);
  const discountCents = cents(input.discount);
  if (deliveryCents === null) errors.delivery = "Use at most 2 decimals";
  if (discountCents === null) errors.discount = "Use at most 2 decimals";
  if (input.paymentTerms === "deposit" && !input.depositPercent) errors.depositPercent = "Enter the deposit, 1 to 99 %";
  if (Object.keys(errors).length) throw badRequest("Invalid offer", errors);
  const subtotalCents = lines.reduce((n, l) => n + l.unitCents * l.quantity, 0);
  // From the rates: the delivery feature prices it for the ZIP, whose state also taxes it when none is typed.
  const rated = input.deliveryMode === "rates" ? await deliveryFromRates(db, input.shipToZip, lines, now) : null;
  if ((discountCents as number) > subtotalCents) throw badRequest("Invalid offer", { discount: "The discount cannot exceed the lines' subtotal" });
  const state = stateCode(input.shipToState) ?? rated?.state ?? null;
  const delivery = rated ? rated.cents : (deliveryCents as number);
  const tax = await salesTaxFor(db, { userId: buyerId, state, on: now });
  const taxBps = tax.bps;
  const taxCents = taxCentsOf(subtotalCents - (discountCents as number), taxBps);
  const totalCents = subtotalCents - (discountCents as number) + delivery + taxCents;
  // Checked when the offer is built, so no offer is sent that no payment page could take (issue 43 defect 10).
  await assertWithinPaymentCap(db, totalCents, "lines", "Offers");
  return { lines, subtotalCents, deliveryCents: delivery, discountCents: discountCents as number, taxBps, taxCents, taxExemptCertificate: tax.exemptCertificate, totalCents, shipToState: state, deliveryNote: rated?.note ?? null };
}

/** What accepting asks now: the whole total, the deposit share (rounded to the cent), or nothing on net 30. */
export function dueOnAcceptanceCents(o: { totalCents: number; paymentTerms: string; depositPercent: number | null }): number {
  if (o.paymentTerms === "net30") return 0;
  if (o.paymentTerms === "deposit" && o.depositPercent) return Math.round((o.totalCents * o.depositPercent) / 100);
  return o.totalCents;
}
