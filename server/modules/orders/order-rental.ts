import { asc, eq, inArray } from "drizzle-orm";
import type { RentalBreakdown } from "../../../contract/rentals.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { orderItems, orderRentalTerms, rentalPlans } from "../../../db/schema/index.ts";
import { type RentalLineFigures, rentalBreakdown } from "./rental-breakdown.ts";
import type { OrderRow } from "./serialize.ts";

/**
 * Each order's rental breakdown from what checkout fixed on its lines (`order_rental_terms`), or nothing for an
 * order without rentals. An order from before the tax was fixed per line shares its tax out by the rent's part of
 * its goods; its term is the plan's.
 */
export async function rentalBreakdownsByOrder(db: DbOrTx, rows: OrderRow[]): Promise<Map<string, RentalBreakdown>> {
  const map = new Map<string, RentalBreakdown>();
  if (!rows.length) return map;
  const lines = await db
    .select({ item: orderItems, terms: orderRentalTerms, planTerm: rentalPlans.minTermMonths })
    .from(orderItems)
    .innerJoin(orderRentalTerms, eq(orderRentalTerms.orderItemId, orderItems.id))
    .leftJoin(rentalPlans, eq(rentalPlans.productId, orderItems.productId))
    .where(inArray(orderItems.orderId, rows.map((o) => o.id)))
    .orderBy(asc(orderItems.id));
  for (const o of rows) {
    const mine = lines.filter((l) => l.item.orderId === o.id);
    if (!mine.length) continue;
    const extras = mine.reduce((s, l) => s + (l.terms.depositCents + l.terms.waiverCents) * l.item.quantity, 0);
    const goods = Math.max(1, o.subtotalCents - extras);
    const figures: RentalLineFigures[] = mine.map(({ item, terms, planTerm }) => ({
      name: item.name,
      variant: item.dimension,
      quantity: item.quantity,
      rentCents: item.unitPriceCents,
      waiverCents: terms.waiverCents,
      depositCents: terms.depositCents,
      deliveryCents: item.deliveryPriceCents,
      minTermMonths: terms.minTermMonths ?? planTerm ?? 1,
      taxCents: terms.taxCents ?? Math.round((o.taxCents * item.unitPriceCents * item.quantity) / goods),
    }));
    map.set(o.id, rentalBreakdown(figures, { bps: 0, state: o.shippingAddress.state || null }));
  }
  return map;
}
