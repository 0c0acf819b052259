import { useState } from "react";
import { Button } from "../../ui/button";
import { AdminIcon } from "../layout/admin-icons";
import { Field } from "../../ui/field";
import { type DeliveryDraft, newKey } from "./draft";

/** Delivery options: a method (non-blank) and a price that defaults to 0 (SPEC section 5). */
export function DeliveryTab({ delivery, errors, onChange }: { delivery: DeliveryDraft[]; errors: Record<string, string>; onChange: (d: DeliveryDraft[]) => void }) {
  const [method, setMethod] = useState("");
  const [price, setPrice] = useState("");
  const [error, setError] = useState<string | null>(null);

  function add() {
    if (!method.trim()) return setError("Type the delivery method first (e.g. crane)");
    onChange([...delivery, { key: newKey(), method: method.trim(), price: price.trim() || "0" }]);
    setMethod("");
    setPrice("");
    setError(null);
  }
  const update = (key: string, patch: Partial<DeliveryDraft>) => onChange(delivery.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  return (
    <div className="space-y-4">
      {delivery.length === 0 && <p className="text-sm text-slate-500">No delivery options yet. Customers need one to add the product to their cart.</p>}
      <ul className="space-y-3">
        {delivery.map((d, i) => (
          <li key={d.key} className="flex items-end gap-2">
            <Field label="Method" className="flex-1" value={d.method} onChange={(e) => update(d.key, { method: e.target.value })} error={errors[`delivery.${i}.method`]} />
            <Field label="Price (USD)" className="w-32" type="number" min={0} step={0.01} inputMode="decimal" value={d.price} onChange={(e) => update(d.key, { price: e.target.value })} error={errors[`delivery.${i}.price`]} />
            <button type="button" onClick={() => onChange(delivery.filter((x) => x.key !== d.key))} className="mb-1 rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-orange-600">
              <AdminIcon name="trash" className="size-4" label={`Remove delivery ${d.method || i + 1}`} />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 rounded-xl border border-dashed border-slate-300 p-3 sm:flex-row sm:items-end">
        <Field label="New delivery method" className="flex-1" placeholder="e.g. crane, tilt-bed, flatbed" value={method} onChange={(e) => setMethod(e.target.value)} error={error ?? undefined} />
        <Field label="Price (USD)" className="sm:w-32" type="number" min={0} step={0.01} inputMode="decimal" placeholder="0" value={price} onChange={(e) => setPrice(e.target.value)} />
        <Button variant="secondary" size="sm" onClick={add}>
          <AdminIcon name="plus" className="size-4" /> Add delivery
        </Button>
      </div>
    </div>
  );
}
