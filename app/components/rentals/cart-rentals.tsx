import { useEffect, useState } from "react";
import { formatUsd } from "../../../contract/money";
import type { CartRentals as CartRentalsDto } from "../../../contract/rentals";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import { CheckboxField } from "../ui/field";
import { RentalBreakdown } from "./rental-breakdown";

/**
 * The cart's rentals apart from purchases: each rental line with its deposit and optional damage waiver, and
 * their own "due today / then monthly" breakdown (the server's, ADR 076). The cart view keys it by its lines, so it reloads with them.
 */
export function CartRentals() {
  const [data, setData] = useState<CartRentalsDto | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    call(client.user.cart.rentals.$get())
      .then((d) => live && setData(d))
      .catch(() => live && setData(null));
    return () => {
      live = false;
    };
  }, []);
  if (!data || !data.lines.length) return null;

  async function toggle(cartItemId: string, damageWaiver: boolean) {
    setBusy(cartItemId);
    setError(null);
    try {
      setData(await call(client.user.cart.items[":id"]["rental-options"].$put({ param: { id: cartItemId }, json: { damageWaiver } })));
    } catch {
      setError("The damage waiver could not be changed. Please try again.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="cart-rentals-title" className="mt-6 rounded-2xl border border-orange-200 bg-orange-50/60 p-5" data-testid="cart-rentals">
      <h2 id="cart-rentals-title" className="text-lg font-bold text-slate-900">Rentals</h2>
      <p className="text-sm text-slate-600">Billed monthly from the delivery date to the card you pay with today. The deposit comes back after pick-up.</p>
      {error && <p role="alert" className="mt-2 text-sm text-red-700">{error}</p>}
      <ul className="mt-3 divide-y divide-orange-200">
        {data.lines.map((l) => (
          <li key={l.cartItemId} className="py-3 text-sm text-slate-700">
            <p className="font-semibold text-slate-900">{l.quantity} × {l.productName}{l.variant && !l.productName.includes(l.variant) ? ` (${l.variant})` : ""}</p>
            <p>Minimum {l.minTermMonths} month{l.minTermMonths === 1 ? "" : "s"} · deposit {formatUsd(l.deposit)} · delivery {formatUsd(l.delivery)}</p>
            <p>Due today <strong>{formatUsd(l.dueToday)}</strong>, then <strong>{formatUsd(l.monthly)}</strong> / month</p>
            {l.waiverPrice !== null && (
              <CheckboxField
                className="mt-2"
                label={`Damage waiver, ${formatUsd(l.waiverPrice)} / month per unit`}
                checked={l.damageWaiver}
                disabled={busy === l.cartItemId}
                onChange={(e) => void toggle(l.cartItemId, e.currentTarget.checked)}
              />
            )}
          </li>
        ))}
      </ul>
      {/* The same breakdown the product page, the payment page, the order and the mails print (ADR 076). */}
      <RentalBreakdown className="mt-3 border-t border-orange-200 pt-3" breakdown={data.breakdown} hints={{ delivery: "Add an address", tax: "Add an address" }} />
      <p className="mt-1 text-xs text-slate-600">Included in the order total below. Each month after the first is charged without delivery or deposit.</p>
    </section>
  );
}
