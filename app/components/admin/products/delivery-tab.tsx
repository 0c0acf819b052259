import { useState } from "react";
import { TRUCK_LABELS, TRUCK_TYPES, type TruckType, truckTypeOf } from "../../../../contract/delivery";
import { Button } from "../../ui/button";
import { SelectField } from "../../ui/field";
import { AdminIcon } from "../layout/admin-icons";
import { type DeliveryDraft, newKey } from "./draft";

/**
 * Delivery methods: picked from the shop's truck types, not typed (issue 44: a typed "Tilt-bed" could not be priced).
 * No price here: delivery is priced from Settings → Delivery rates by road miles (docs/decisions/024).
 */
export function DeliveryTab({ delivery, errors, onChange }: { delivery: DeliveryDraft[]; errors: Record<string, string>; onChange: (d: DeliveryDraft[]) => void }) {
  const chosen = new Set(delivery.map((d) => truckTypeOf(d.method)));
  const left = TRUCK_TYPES.filter((t) => !chosen.has(t));
  const [pick, setPick] = useState<TruckType | "">("");
  const next = pick && left.includes(pick) ? pick : (left[0] ?? "");

  function add() {
    if (!next) return;
    onChange([...delivery, { key: newKey(), method: next }]);
    setPick("");
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">The trucks this product may ship on. Prices come from Settings → Delivery rates, by road miles from the depot that ships.</p>
      {delivery.length === 0 && <p className="text-sm text-slate-500">No delivery methods yet. Customers need one to add the product to their cart.</p>}
      <ul className="space-y-2" aria-label="Delivery methods">
        {delivery.map((d, i) => {
          const truck = truckTypeOf(d.method);
          return (
            <li key={d.key} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2">
              <span className="flex-1 text-sm font-medium text-slate-900">{truck ? TRUCK_LABELS[truck] : d.method}</span>
              {errors[`delivery.${i}.method`] && <span role="alert" className="text-sm text-red-700">{errors[`delivery.${i}.method`]}</span>}
              <button type="button" onClick={() => onChange(delivery.filter((x) => x.key !== d.key))} className="rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-orange-600">
                <AdminIcon name="trash" className="size-4" label={`Remove delivery ${truck ? TRUCK_LABELS[truck] : d.method || i + 1}`} />
              </button>
            </li>
          );
        })}
      </ul>
      {left.length > 0 && (
        <div className="flex flex-col gap-2 rounded-xl border border-dashed border-slate-300 p-3 sm:flex-row sm:items-end">
          <SelectField label="New delivery method" className="flex-1" value={next} onChange={(e) => setPick(e.target.value as TruckType)}>
            {left.map((t) => <option key={t} value={t}>{TRUCK_LABELS[t]}</option>)}
          </SelectField>
          <Button variant="secondary" size="sm" onClick={add}>
            <AdminIcon name="plus" className="size-4" /> Add delivery
          </Button>
        </div>
      )}
    </div>
  );
}
