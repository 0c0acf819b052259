import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { type OfferLine, productConditions, productDimensions } from "../../../../db/schema/index.ts";
import { type ReserveLine, releaseReservation, reserveForCheckout } from "../../yard/index.ts";

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The offer's catalog lines as the variants the stock grid counts (labels → ids); custom lines hold nothing. */
async function reserveLines(tx: DbOrTx, lines: OfferLine[]): Promise<ReserveLine[]> {
  const catalog = lines.filter((l): l is OfferLine & { productId: string } => l.kind === "catalog" && Boolean(l.productId));
  if (!catalog.length) return [];
  const dims = await tx.select().from(productDimensions).where(inArray(productDimensions.productId, [...new Set(catalog.map((l) => l.productId))]));
  const conds = dims.length ? await tx.select().from(productConditions).where(inArray(productConditions.dimensionId, dims.map((d) => d.id))) : [];
  return catalog.map((l) => {
    const dim = l.dimension ? dims.find((d) => d.productId === l.productId && same(d.dimension, l.dimension as string)) : undefined;
    const cond = dim && l.condition ? conds.find((c) => c.dimensionId === dim.id && same(c.condition, l.condition as string)) : undefined;
    return { productId: l.productId, dimensionId: dim?.id ?? null, conditionId: cond?.id ?? null, quantity: l.quantity, name: l.name, dimension: l.dimension, condition: l.condition };
  });
}

/**
 * Holds the offer order's catalog units at the depots nearest the ship-to, exactly as checkout does (409
 * `out_of_stock` rolls the acceptance back). Re-accepting after an expired page holds them afresh. The
 * customer's own cart checkout keeps its hold: an offer is a separate agreement.
 */
export async function holdOfferStock(tx: DbOrTx, input: { orderId: string; userId: string; lines: OfferLine[]; shipToZip: string | null; now: Date }) {
  await releaseReservation(tx, input.orderId, input.now);
  await reserveForCheckout(tx, { orderId: input.orderId, userId: input.userId, lines: await reserveLines(tx, input.lines), shipToZip: input.shipToZip, now: input.now, keepOtherHolds: true });
}
