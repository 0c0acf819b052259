import type { DeliveryOption } from "../../../contract/catalog";
import type { DeliveryQuote } from "../../../contract/delivery";
import { formatUsd } from "../../../contract/money";
import { formatDeliveryDay } from "../cart/delivery/delivery-draft";
import { shipsByParcel } from "./selection";

const NOTES: Record<string, string> = {
  crane: "Lifted over fences and onto pads",
  "tilt-bed": "Slid off at ground level, needs a straight approach",
  flatbed: "Unloaded by your forklift or crane",
};

/**
 * Delivery method radios. With a quote for the visitor's ZIP each shows its real price for the quantity and the
 * earliest day (a method that cannot reach the ZIP says so); without one, the "from" price.
 */
export function DeliveryOptions({ options, quote, selected, onSelect }: { options: DeliveryOption[]; quote: DeliveryQuote | null; selected: string | null; onSelect: (m: string) => void }) {
  if (!options.length) return null;
  if (shipsByParcel({ delivery: options })) return <ParcelShipping price={options[0].price} quote={quote} />;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Delivery method</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {options.map((d) => (
          <label
            key={d.id}
            className={`flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-orange-600 ${selected === d.method ? "border-orange-600 bg-orange-50 ring-1 ring-orange-600" : "border-slate-300 hover:border-orange-500"}`}
          >
            <span className="flex items-center gap-2">
              <input type="radio" name="delivery" value={d.method} checked={selected === d.method} onChange={() => onSelect(d.method)} className="accent-orange-600" />
              <span className="font-semibold capitalize text-slate-900">{d.method}</span>
            </span>
            <OptionPrice option={d} quote={quote} />
            {NOTES[d.method] && <span className="text-xs text-slate-600">{NOTES[d.method]}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function OptionPrice({ option, quote }: { option: DeliveryOption; quote: DeliveryQuote | null }) {
  if (!quote) return <span className="mt-1 font-semibold text-slate-900" data-testid={`delivery-price-${option.method}`}>from {formatUsd(option.price)}</span>;
  const q = quote.options.find((o) => o.method === option.method);
  const why = quote.unavailable?.find((u) => u.method === option.method)?.reason;
  if (!q) return <span className="mt-1 text-slate-600" data-testid={`delivery-price-${option.method}`}>{why ?? "Not available to this ZIP"}</span>;
  return (
    <>
      <span className="mt-1 font-semibold text-slate-900" data-testid={`delivery-price-${option.method}`}>{formatUsd(q.price)}</span>
      <span className="text-xs text-slate-700">{q.trucks > 1 ? `${q.trucks} trucks · ` : ""}Earliest {formatDeliveryDay(q.earliestDate)}</span>
      {q.route !== "local" && <span className="text-xs text-slate-600" data-testid={`delivery-route-${option.method}`}>{q.routeNote.charAt(0).toUpperCase()}{q.routeNote.slice(1)}</span>}
    </>
  );
}

/**
 * A part's shipping: one parcel at the flat rate, nothing to choose (issue 48: the Lock Box offered three trucks
 * "from $95"). With the visitor's ZIP, where it ships from and the earliest day.
 */
function ParcelShipping({ price, quote }: { price: number; quote: DeliveryQuote | null }) {
  const q = quote?.options[0];
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Shipping</legend>
      <div className="mt-2 flex flex-col rounded-lg border border-orange-600 bg-orange-50 px-3 py-2 text-sm ring-1 ring-orange-600" data-testid="parcel-shipping">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold text-slate-900">Parcel shipping</span>
          <span className="font-semibold text-slate-900" data-testid="delivery-price-parcel">{formatUsd(q?.price ?? price)}</span>
        </span>
        {q ? (
          <span className="text-xs text-slate-700">{q.routeNote.charAt(0).toUpperCase()}{q.routeNote.slice(1)} · Earliest {formatDeliveryDay(q.earliestDate)}</span>
        ) : (
          <span className="text-xs text-slate-600">One flat rate per order, by parcel carrier. Free when it ships with a container.</span>
        )}
      </div>
    </fieldset>
  );
}
