import { useEffect, useState } from "react";
import { formatUsd } from "../../../contract/money";
import type { RentalBreakdown as Breakdown, RentalPlanDto } from "../../../contract/rentals";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import { RentalBreakdown } from "./rental-breakdown";

type Props = {
  productId: string;
  /** The server's breakdown for the current choice (useRentalQuote); null while it loads. */
  breakdown: Breakdown | null;
  /** What the Delivery row says while there is no price ("Enter your ZIP below", "Choose below"). */
  deliveryHint: string;
};

/**
 * The rental side of the product page (docs/decisions/029, ADR 076): the breakdown the server made for this size,
 * quantity, method and ZIP (first month, delivery, tax, deposit, due today, then monthly, minimum term) — the same
 * function the cart, the order and the mails print from — and the plan's notes. Nothing for products that are sold.
 */
export function RentalTerms({ productId, breakdown, deliveryHint }: Props) {
  const [plan, setPlan] = useState<RentalPlanDto | null>(null);
  useEffect(() => {
    let live = true;
    call(client.products[":id"]["rental-plan"].$get({ param: { id: productId } }))
      .then((p) => live && setPlan(p))
      .catch(() => live && setPlan(null));
    return () => {
      live = false;
    };
  }, [productId]);
  if (!plan || !breakdown) return null;
  return (
    <section aria-labelledby="rental-terms-title" className="rounded-2xl border border-orange-200 bg-orange-50/60 p-5" data-testid="rental-terms">
      <h2 id="rental-terms-title" className="text-base font-bold text-slate-900">Rental terms</h2>
      <RentalBreakdown className="mt-3" breakdown={breakdown} hints={{ delivery: deliveryHint, tax: "By your ZIP" }} />
      <ul className="mt-3 list-disc space-y-1 pl-5 text-xs text-slate-600">
        {plan.damageWaiver !== null && <li>Optional damage waiver: {formatUsd(plan.damageWaiver)} / month, chosen in your cart.</li>}
        <li>Billed monthly to the card you pay with, from the delivery date. Pick-up from {formatUsd(plan.pickupFees["tilt-bed"])} at the end.</li>
        {plan.rentToOwn && <li>Rent-to-own: {plan.rentToOwn.creditPercent}% of the rent you pay counts towards buying it for {formatUsd(plan.rentToOwn.purchasePrice)}.</li>}
      </ul>
    </section>
  );
}
