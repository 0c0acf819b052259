import { TRUCK_LABELS } from "../../../../contract/delivery";
import { Field } from "../../ui/field";
import { CARRIERS, type LongHaulDraft } from "./rates-draft";

const CARRIER_LABELS: Record<(typeof CARRIERS)[number], string> = {
  crane: `Long-haul ${TRUCK_LABELS.crane.toLowerCase()}`,
  "tilt-bed": `Long-haul ${TRUCK_LABELS["tilt-bed"].toLowerCase()}`,
  flatbed: `Long-haul ${TRUCK_LABELS.flatbed.toLowerCase()}`,
  transfer: "Depot-to-depot transfer",
};

/**
 * Beyond a local truck's reach (docs/decisions/073): a carrier's rate per loaded mile and its minimum per truck,
 * by truck type, and the transfer to a nearer depot; the cheaper of the two is quoted.
 */
export function LongHaulFields({ draft, errors, onChange }: { draft: LongHaulDraft; errors: Record<string, string>; onChange: (d: LongHaulDraft) => void }) {
  return (
    <fieldset className="mt-4 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Long-haul, beyond a truck's maximum distance</legend>
      <p className="text-sm text-slate-600">Quoted as a carrier for the whole way, or a transfer to the depot nearest the site then our local truck, whichever is cheaper.</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARRIERS.map((c) => (
          <div key={c} className="space-y-3">
            <p className="text-sm font-semibold text-slate-800">{CARRIER_LABELS[c]}</p>
            <Field label="Per loaded mile (USD)" type="number" min={0} step={0.01} value={draft[c].perMileCents} error={errors[`longHaul.${c}.perMileCents`]}
              onChange={(e) => onChange({ ...draft, [c]: { ...draft[c], perMileCents: e.target.value } })} />
            <Field label="Minimum per truck (USD)" type="number" min={0} step={0.01} value={draft[c].minimumCents} error={errors[`longHaul.${c}.minimumCents`]}
              onChange={(e) => onChange({ ...draft, [c]: { ...draft[c], minimumCents: e.target.value } })} />
          </div>
        ))}
      </div>
      <Field className="mt-3 max-w-xs" label="Miles per transit day" hint="Transit days are added to the earliest date" type="number" min={100} step={1} value={draft.milesPerDay}
        error={errors["longHaul.milesPerDay"]} onChange={(e) => onChange({ ...draft, milesPerDay: e.target.value })} />
    </fieldset>
  );
}
