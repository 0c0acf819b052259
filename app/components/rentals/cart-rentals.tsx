import { useEffect, useState } from "react";
import { formatUsd } from "../../../contract/money";
import type { CartRentals as CartRentalsDto } from "../../../contract/rentals";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import { CheckboxField } from "../ui/field";

/**
 * The cart's rentals apart from purchases: each rental line with its deposit and optional damage waiver, and
 * their own "due today / then monthly" totals. The cart view keys it by its lines, so it reloads with them.
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
      <dl className="mt-3 space-y-1 border-t border-orange-200 pt-3 text-sm">
        <div className="flex justify-between font-bold text-slate-900"><dt>Rentals due today</dt><dd data-testid="rentals-due-today">{formatUsd(data.dueToday)}</dd></div>
        <div className="flex justify-between font-bold text-slate-900"><dt>Then monthly</dt><dd data-testid="rentals-monthly">{formatUsd(data.monthly)}</dd></div>
      </dl>
      <p className="mt-1 text-xs text-slate-600">Sales tax on the rent is added at checkout; deposits and waivers are added to the order total.</p>
    </section>
  );
}
