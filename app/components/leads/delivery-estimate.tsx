import { useId, useState } from "react";
import { formatUsd } from "../../../contract/money";
import { useDeliveryEstimate } from "./use-delivery-estimate";
import { formatNumber } from "../../../contract/en-us-format";

/**
 * The delivery price to a ZIP from the nearest depot, per truck type, or why we cannot deliver there.
 * Renders nothing until `zip` has five digits.
 */
export function DeliveryEstimate({ zip, className = "" }: { zip: string; className?: string }) {
  const result = useDeliveryEstimate(zip);
  if (result.state === "idle") return null;
  const box = `rounded-xl border px-4 py-3 text-sm ${className}`;
  if (result.state === "loading") {
    return (
      <div role="status" className={`${box} border-slate-200 bg-slate-50 text-slate-600`}>
        Estimating delivery to {zip.trim()}…
      </div>
    );
  }
  if (result.state === "error") {
    return (
      <div role="status" className={`${box} border-amber-200 bg-amber-50 text-amber-900`}>
        {result.message}
      </div>
    );
  }
  const e = result.estimate;
  const place = e.city ? `${e.city}, ${e.state} ${e.zip}` : `${e.state} ${e.zip}`;
  if (!e.serviceable) {
    return (
      <div role="status" aria-label="Delivery estimate" className={`${box} border-amber-200 bg-amber-50 text-amber-900`}>
        <p className="font-semibold">Outside our standard delivery area</p>
        <p className="mt-1">{e.reason}</p>
      </div>
    );
  }
  return (
    <div role="status" aria-label="Delivery estimate" className={`${box} border-slate-200 bg-white text-slate-700 shadow-sm`}>
      <p>
        <span className="font-semibold text-slate-900">Delivery to {place}</span>
        <span className="text-slate-500"> · from our {e.depot.name}, {e.depot.state} depot, about {formatNumber(e.miles)} mi</span>
      </p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-3">
        {e.rates.map((r) => (
          <li key={r.truck} className="rounded-lg bg-slate-50 px-3 py-2">
            <span className="block text-xs text-slate-500">{r.label}</span>
            <span className="font-semibold text-slate-900">{formatUsd(r.price)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-500">Estimate by straight-line distance; your quote confirms the final price.</p>
    </div>
  );
}

/** A ZIP box with the estimate under it, for the product page ("What does delivery cost?"). */
export function DeliveryEstimateLookup({ defaultZip = "", className = "" }: { defaultZip?: string; className?: string }) {
  const id = useId();
  const [zip, setZip] = useState(defaultZip);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">Delivery estimate for a custom quote</label>
      <div className="mt-1.5 flex items-center gap-3">
        <input
          id={id}
          value={zip}
          onChange={(ev) => setZip(ev.target.value.replace(/[^\d]/g, "").slice(0, 5))}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="ZIP code"
          aria-describedby={`${id}-hint`}
          className="w-32 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/30 focus:outline-none sm:text-sm"
        />
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          By distance from the nearest depot. Buying online, you pay the delivery option you pick above.
        </span>
      </div>
      <DeliveryEstimate zip={zip} className="mt-3" />
    </div>
  );
}
