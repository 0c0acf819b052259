import { Button } from "../../ui/button";
import { AdminIcon } from "../layout/admin-icons";
import { Field } from "../../ui/field";
import { type TaxRow, newTaxRow } from "./settings-draft";

/** The admin's sales-tax overrides (two-letter code, percent); a state without a row takes the maintained table's rate (ADR 087). */
export function TaxRates({ rows, errors, onChange }: { rows: TaxRow[]; errors: Record<string, string>; onChange: (rows: TaxRow[]) => void }) {
  const set = (k: string, patch: Partial<TaxRow>) => onChange(rows.map((r) => (r.key === k ? { ...r, ...patch } : r)));
  return (
    <div className="space-y-3">
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {rows.map((r) => (
          <li key={r.key} className="flex items-end gap-2">
            <Field label="State" className="w-20" maxLength={2} value={r.state} onChange={(e) => set(r.key, { state: e.target.value.toUpperCase() })} error={errors[`salesTaxBps.${r.state}`]} />
            <Field label="Rate (%)" className="flex-1" type="number" min={0} max={20} step={0.01} inputMode="decimal" value={r.percent} onChange={(e) => set(r.key, { percent: e.target.value })} />
            <button type="button" onClick={() => onChange(rows.filter((x) => x.key !== r.key))} className="mb-1 rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-orange-600">
              <AdminIcon name="trash" className="size-4" label={`Remove the tax rate of ${r.state || "this row"}`} />
            </button>
          </li>
        ))}
      </ul>
      {errors.salesTaxBps && <p className="text-xs font-medium text-red-700">{errors.salesTaxBps}</p>}
      <Button variant="secondary" size="sm" onClick={() => onChange([...rows, newTaxRow()])}>
        <AdminIcon name="plus" className="size-4" /> Add an override
      </Button>
    </div>
  );
}
