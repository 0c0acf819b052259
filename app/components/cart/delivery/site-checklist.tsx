import { DOOR_FACINGS, DOOR_FACING_LABELS, GROUND_LABELS, GROUND_SURFACES } from "../../../../contract/delivery";
import { formatUsd } from "../../../../contract/money";
import { Button } from "../../ui/button";
import { CheckboxField, TextAreaField } from "../../ui/field";
import type { DeliveryDraft } from "./delivery-draft";

function Choice<T extends string>({ name, legend, options, labels, value, error, onChange }: {
  name: string; legend: string; options: readonly T[]; labels: Record<T, string>; value: T | null | undefined; error?: string; onChange: (v: T) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={o} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} className="size-4 accent-orange-600" />
            {labels[o]}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

/** The answers the last order left (issue 48: they came back silently): said, with a button that empties them. */
function FromLastOrder({ onClear, disabled }: { onClear: () => void; disabled?: boolean }) {
  return (
    <div data-testid="site-from-last-order" className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
      <p>Door facing, ground, clearance and site notes are from your last order. Check they fit this delivery.</p>
      <Button variant="secondary" size="sm" disabled={disabled} onClick={onClear}>Clear</Button>
    </div>
  );
}

/** What the driver needs to know to unload, and what a wasted trip costs. */
export function SiteChecklist({ draft, errors, dryRunFee, fromLastOrder, saving, onChange, onNotes }: {
  draft: DeliveryDraft;
  errors: Record<string, string>;
  dryRunFee: number;
  fromLastOrder: boolean;
  saving?: boolean;
  onChange: (patch: Partial<DeliveryDraft>) => void;
  onNotes: (notes: string) => void;
}) {
  return (
    <div className="space-y-3">
      {fromLastOrder && <FromLastOrder disabled={saving} onClear={() => onChange({ doorFacing: null, groundSurface: null, clearanceConfirmed: false, siteNotes: "" })} />}
      <Choice name="doorFacing" legend="Container doors face" options={DOOR_FACINGS} labels={DOOR_FACING_LABELS} value={draft.doorFacing} error={errors.doorFacing} onChange={(doorFacing) => onChange({ doorFacing })} />
      <Choice name="groundSurface" legend="Ground where it goes" options={GROUND_SURFACES} labels={GROUND_LABELS} value={draft.groundSurface} error={errors.groundSurface} onChange={(groundSurface) => onChange({ groundSurface })} />
      <div>
        <CheckboxField label="The truck has room to back in and unload (about 100 ft straight, 14 ft high, no wires)" checked={draft.clearanceConfirmed} onChange={(e) => onChange({ clearanceConfirmed: e.target.checked })} />
        {errors.clearanceConfirmed && <p className="mt-1 text-sm text-red-700">{errors.clearanceConfirmed}</p>}
      </div>
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        If the truck arrives and cannot unload because the site is not as described, a dry-run fee of {formatUsd(dryRunFee)} applies.
      </p>
      {/* Keyed by the saved notes: uncontrolled while typed, refilled when they change elsewhere (Clear). */}
      <TextAreaField key={draft.siteNotes} label="Site notes for the driver (optional)" rows={2} maxLength={500} defaultValue={draft.siteNotes} error={errors.siteNotes} onBlur={(e) => e.target.value !== draft.siteNotes && onNotes(e.target.value)} />
    </div>
  );
}
