import type { DeliveryOption } from "../../../contract/catalog";
import { formatUsd } from "../../../contract/money";

const NOTES: Record<string, string> = {
  crane: "Lifted over fences and onto pads",
  "tilt-bed": "Slid off at ground level, needs a straight approach",
  flatbed: "Unloaded by your forklift or crane",
};

/** Delivery method radios; the price is added per unit. */
export function DeliveryOptions({ options, selected, onSelect }: { options: DeliveryOption[]; selected: string | null; onSelect: (m: string) => void }) {
  if (!options.length) return null;
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
            <span className="mt-1 font-semibold text-slate-900">{formatUsd(d.price)}</span>
            {NOTES[d.method] && <span className="text-xs text-slate-600">{NOTES[d.method]}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
