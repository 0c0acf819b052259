import { useEffect, useState } from "react";
import { formatUsd } from "../../../contract/money";
import type { RentalPlanDto } from "../../../contract/rentals";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";

const months = (n: number) => `${n} month${n === 1 ? "" : "s"}`;
const cents = (d: number) => Math.round(d * 100);

type Props = {
  productId: string;
  monthly: number;
  /** The whole quantity's delivery from GET /v1/delivery/quote (what the cart will charge); null until a ZIP prices it. */
  delivery: number | null;
  /** What the Delivery row says while there is no price ("Enter your ZIP below", "Choose below"). */
  deliveryHint: string;
  quantity: number;
};

/**
 * The rental side of the product page (docs/decisions/029): minimum term, what is due today (first month,
 * delivery, deposit) and each month after. Delivery is the same quote the delivery options show, never the
 * product's flat "from" price (docs/decisions/024): without one, due today leaves it out and says "+ delivery".
 * Renders nothing for products that are sold, not rented.
 */
export function RentalTerms({ productId, monthly, delivery, deliveryHint, quantity }: Props) {
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
  if (!plan) return null;
  const dueToday = ((cents(monthly) + cents(plan.deposit)) * quantity + cents(delivery ?? 0)) / 100;
  const row = "flex justify-between gap-4";
  return (
    <section aria-labelledby="rental-terms-title" className="rounded-2xl border border-orange-200 bg-orange-50/60 p-5" data-testid="rental-terms">
      <h2 id="rental-terms-title" className="text-base font-bold text-slate-900">Rental terms</h2>
      <dl className="mt-3 space-y-1 text-sm text-slate-700">
        <div className={row}><dt>Minimum term</dt><dd>{months(plan.minTermMonths)}</dd></div>
        <div className={row}><dt>First month</dt><dd>{formatUsd(monthly * quantity)}</dd></div>
        <div className={row}><dt>Delivery</dt><dd data-testid="rental-delivery">{delivery === null ? deliveryHint : formatUsd(delivery)}</dd></div>
        <div className={row}><dt>Refundable deposit</dt><dd>{formatUsd(plan.deposit * quantity)}</dd></div>
        <div className={`${row} border-t border-orange-200 pt-2 font-bold text-slate-900`}><dt>Due today</dt><dd data-testid="rental-due-today">{delivery === null ? `${formatUsd(dueToday)} + delivery` : formatUsd(dueToday)}</dd></div>
        <div className={`${row} font-bold text-slate-900`}><dt>Then monthly</dt><dd data-testid="rental-monthly">{formatUsd(monthly * quantity)}</dd></div>
      </dl>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-xs text-slate-600">
        {plan.damageWaiver !== null && <li>Optional damage waiver: {formatUsd(plan.damageWaiver)} / month, chosen in your cart.</li>}
        <li>Billed monthly to the card you pay with, from the delivery date. Pick-up from {formatUsd(plan.pickupFees["tilt-bed"])} at the end.</li>
        {plan.rentToOwn && <li>Rent-to-own: {plan.rentToOwn.creditPercent}% of the rent you pay counts towards buying it for {formatUsd(plan.rentToOwn.purchasePrice)}.</li>}
      </ul>
    </section>
  );
}
