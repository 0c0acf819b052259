import { type FormEvent, useEffect, useState } from "react";
import { TRUCK_LABELS, TRUCK_TYPES, type TruckRate } from "../../../../contract/delivery";
import { ApiError } from "../../../lib/api";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { LongHaulFields } from "./long-haul-fields";
import { type RatesDraft, draftOfRates, ratesOf } from "./rates-draft";

const TRUCK_FIELDS: [keyof TruckRate, string, string][] = [
  ["baseCents", "Base fee (USD)", "Covers the included miles"],
  ["includedMiles", "Miles included", ""],
  ["perMileCents", "Per mile beyond (USD)", ""],
  ["maxMiles", "Maximum distance (miles)", "Farther ZIPs are priced long-haul (below)"],
  ["maxUnits", "Containers per truck", ""],
  ["maxLoadFt", "Longest load (ft)", "Containers' lengths added up"],
];

/** Admin settings: delivery rates per truck type, the parcel rate and the dry-run fee (GET/PUT /v1/admin/delivery-rates). */
export function DeliveryRatesForm() {
  const [draft, setDraft] = useState<RatesDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    call(client.admin["delivery-rates"].$get()).then((r) => setDraft(draftOfRates(r)), () => setNote({ tone: "error", text: "Could not load the delivery rates." }));
  }, []);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!draft) return;
    setSaving(true);
    setNote(null);
    try {
      setDraft(draftOfRates(await call(client.admin["delivery-rates"].$put({ json: ratesOf(draft) }))));
      setErrors({});
      setNote({ tone: "success", text: "Delivery rates saved. Quotes and carts use them now." });
    } catch (err) {
      setErrors(err instanceof ApiError ? err.errors : {});
      setNote({ tone: "error", text: err instanceof ApiError ? err.message : "Could not save the delivery rates." });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} aria-labelledby="rates-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="rates-title" className="text-lg font-bold text-slate-900">Delivery rates</h2>
      <p className="text-sm text-slate-600">Priced per truck from the depot that ships, by road miles. Parts with a container ride free.</p>
      {note && <Alert tone={note.tone} className="mt-3">{note.text}</Alert>}
      {draft && (
        <>
          <div className="mt-4 grid gap-4 lg:grid-cols-3">
            {TRUCK_TYPES.map((t) => (
              <fieldset key={t} className="space-y-3 rounded-xl border border-slate-200 p-3">
                <legend className="px-1 text-sm font-semibold text-slate-800">{TRUCK_LABELS[t]}</legend>
                {TRUCK_FIELDS.map(([k, label, hint]) => (
                  <Field key={k} label={label} hint={hint || undefined} type="number" min={0} step={k.endsWith("Cents") ? 0.01 : 1} value={draft[t][k]} error={errors[`${t}.${k}`]}
                    onChange={(e) => setDraft({ ...draft, [t]: { ...draft[t], [k]: e.target.value } })} />
                ))}
              </fieldset>
            ))}
          </div>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field label="Parcel rate for parts alone (USD)" type="number" min={0} step={0.01} value={draft.parcel} error={errors.parcelCents} onChange={(e) => setDraft({ ...draft, parcel: e.target.value })} />
            <Field label="Dry-run fee (USD)" hint="Charged when the truck cannot unload" type="number" min={0} step={0.01} value={draft.dryRun} error={errors.dryRunCents} onChange={(e) => setDraft({ ...draft, dryRun: e.target.value })} />
          </div>
          <LongHaulFields draft={draft.longHaul} errors={errors} onChange={(longHaul) => setDraft({ ...draft, longHaul })} />
          <div className="mt-4 flex justify-end">
            <Button type="submit" disabled={saving}>{saving ? "Saving..." : "Save delivery rates"}</Button>
          </div>
        </>
      )}
    </form>
  );
}
