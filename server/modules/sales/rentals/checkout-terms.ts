import { inArray } from "drizzle-orm";
import { centsToDollars } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { cartRentalOptions } from "../../../../db/schema/index.ts";
import type { HostedLineItem } from "../../../lib/payments/types.ts";
import type { CartTotals, PricedLine } from "../cart/lines.ts";
import { type RentalPlanRow, plansFor } from "../../billing/index.ts";
import { type RentalLineFigures, rentalBreakdown } from "../../orders/index.ts";
import type { RentalBreakdown } from "../../../../contract/rentals.ts";

/** A rental cart line with what it adds at checkout: the refundable deposit and, when chosen, the waiver. */
export type RentalLineTerms = { line: PricedLine; plan: RentalPlanRow; waiverCents: number; depositCents: number };

export type RentalCheckoutTerms = { lines: RentalLineTerms[]; extraCents: number; lineItems: HostedLineItem[] };

/**
 * The rental side of a checkout (docs/decisions/029). A line of a product with a rental plan is rented:
 * its unit price is the first month and its delivery is charged as for a sale; on top come the deposit
 * and the first month of the damage waiver when the customer chose it. Not taxed: the deposit comes back.
 */
export async function rentalCheckoutTerms(db: DbOrTx, lines: PricedLine[]): Promise<RentalCheckoutTerms> {
  const plans = await plansFor(db, [...new Set(lines.map((l) => l.productId))]);
  const rented = lines.filter((l) => plans.has(l.productId));
  const options = rented.length ? await db.select().from(cartRentalOptions).where(inArray(cartRentalOptions.cartItemId, rented.map((l) => l.id))) : [];
  const terms = rented.map((line) => {
    const plan = plans.get(line.productId)!;
    const waived = options.some((o) => o.cartItemId === line.id && o.damageWaiver);
    return { line, plan, waiverCents: waived && plan.damageWaiverCents !== null ? plan.damageWaiverCents : 0, depositCents: plan.depositCents };
  });
  const lineItems: HostedLineItem[] = [];
  for (const t of terms) {
    if (t.depositCents > 0) lineItems.push({ name: `Refundable deposit: ${t.line.name}`, quantity: t.line.quantity, unitAmountCents: t.depositCents });
    if (t.waiverCents > 0) lineItems.push({ name: `Damage waiver, first month: ${t.line.name}`, quantity: t.line.quantity, unitAmountCents: t.waiverCents });
  }
  const extraCents = terms.reduce((s, t) => s + (t.depositCents + t.waiverCents) * t.line.quantity, 0);
  return { lines: terms, extraCents, lineItems };
}

/** The order totals with the rental extras in the subtotal (after tax, which they do not carry). */
export function withRentalExtras(totals: CartTotals, terms: RentalCheckoutTerms): CartTotals {
  return { ...totals, subtotalCents: totals.subtotalCents + terms.extraCents, totalCents: totals.totalCents + terms.extraCents };
}

/**
 * The cart's rental lines as the one breakdown (ADR 076): the cart, the hosted page and the order's fixed terms
 * are made from it. `taxState` null (no address yet) leaves the tax pending.
 */
export function cartRentalBreakdown(terms: RentalCheckoutTerms, taxState: string | null, taxBps: number): RentalBreakdown {
  return rentalBreakdown(terms.lines.map(rentalFigures), taxState ? { state: taxState, bps: taxBps } : null);
}

/** One rental cart line's figures; deliveryCents is the whole line's delivery (trucks × truck price, docs/decisions/024). */
export const rentalFigures = (t: RentalLineTerms): RentalLineFigures => ({
  name: t.line.name,
  variant: t.line.dimension,
  quantity: t.line.quantity,
  rentCents: t.line.unitCents,
  waiverCents: t.waiverCents,
  depositCents: t.depositCents,
  deliveryCents: t.line.deliveryCents,
  minTermMonths: t.plan.minTermMonths,
});

export const dollars = centsToDollars;
