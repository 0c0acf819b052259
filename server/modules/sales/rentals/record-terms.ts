import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { orderItems, orderRentalTerms, savedCards } from "../../../../db/schema/index.ts";
import type { CreateSessionInput } from "../../../lib/payments/types.ts";
import type { RentalCheckoutTerms } from "./checkout-terms.ts";
import type { RentalBreakdown } from "../../../../contract/rentals.ts";

/**
 * Fixes each rental line's deposit and waiver on the new order's lines (they are read back on payment), and its
 * tax and term from the breakdown the cart showed (ADR 076), so the order prints the same figures.
 */
export async function recordRentalTerms(tx: DbOrTx, orderId: string, terms: RentalCheckoutTerms, breakdown: RentalBreakdown): Promise<void> {
  if (!terms.lines.length) return;
  const items = await tx.select({ id: orderItems.id, cartItemId: orderItems.cartItemId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  const values = terms.lines.flatMap((t, i) => {
    const item = items.find((it) => it.cartItemId === t.line.id);
    const tax = breakdown.lines[i]?.tax;
    return item ? [{ orderItemId: item.id, depositCents: t.depositCents, waiverCents: t.waiverCents, taxCents: tax == null ? null : Math.round(tax * 100), minTermMonths: t.plan.minTermMonths }] : [];
  });
  if (values.length) await tx.insert(orderRentalTerms).values(values).onConflictDoNothing();
}

/** A checkout with rental lines keeps the card, on the customer the provider already has for this user if any. */
export async function rentalCardOption(tx: DbOrTx, userId: string, provider: string, terms: RentalCheckoutTerms): Promise<CreateSessionInput["card"]> {
  if (!terms.lines.length) return undefined;
  const [card] = await tx
    .select({ customerId: savedCards.customerId })
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.provider, provider)))
    .orderBy(desc(savedCards.createdAt))
    .limit(1);
  return { mode: "save", customerId: card?.customerId ?? null };
}
