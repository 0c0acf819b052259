import { and, eq } from "drizzle-orm";
import { centsToDollars } from "../../../../contract/money.ts";
import type { CartRentals } from "../../../../contract/rentals.ts";
import { cartItems, cartRentalOptions, carts, rentalPlans } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError, notFound } from "../../../lib/http-errors.ts";
import { priceCart } from "../cart-delivery/price-cart.ts";
import { cartRentalBreakdown } from "./checkout-terms.ts";

/** The cart's rental lines with "due today / then monthly", priced as checkout will price them (ADR 076). */
export async function cartRentalSummary(deps: AppDeps, userId: string): Promise<CartRentals> {
  // Priced as checkout prices them (delivery by distance to the chosen ship-to, tax by its state): due today is the charge.
  const priced = await priceCart(deps.db, userId, deps.now());
  const breakdown = cartRentalBreakdown(priced.rental, priced.taxState, priced.taxBps);
  const lines = priced.rental.lines.map((t, i) => ({
    cartItemId: t.line.id,
    productName: t.line.name,
    variant: t.line.dimension,
    quantity: t.line.quantity,
    monthly: breakdown.lines[i].monthly,
    dueToday: breakdown.lines[i].dueToday,
    deposit: breakdown.lines[i].deposit,
    delivery: breakdown.lines[i].delivery ?? 0,
    waiverPrice: t.plan.damageWaiverCents === null ? null : centsToDollars(t.plan.damageWaiverCents),
    damageWaiver: t.waiverCents > 0,
    minTermMonths: t.plan.minTermMonths,
  }));
  return { lines, dueToday: breakdown.dueToday, monthly: breakdown.monthly, breakdown };
}

/** The customer adds or drops the damage waiver on one of their rental lines. */
export async function setRentalOptions(deps: AppDeps, userId: string, cartItemId: string, damageWaiver: boolean) {
  const [line] = await deps.db
    .select({ id: cartItems.id, waiver: rentalPlans.damageWaiverCents })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(rentalPlans, eq(rentalPlans.productId, cartItems.productId))
    .where(and(eq(cartItems.id, cartItemId), eq(carts.userId, userId)));
  if (!line) throw notFound("Rental line not found in your cart");
  if (damageWaiver && line.waiver === null) throw new HttpError("conflict", "This rental has no damage waiver.", { errors: { damageWaiver: "This rental has no damage waiver." } });
  await deps.db.insert(cartRentalOptions).values({ cartItemId, damageWaiver }).onConflictDoUpdate({ target: cartRentalOptions.cartItemId, set: { damageWaiver } });
  return cartRentalSummary(deps, userId);
}
