import { useState } from "react";
import { useFetcher } from "react-router";
import { type AdminDepot, DEPOT_REGIONS, DEPOT_TRUCK_TYPES, DEPOT_WEEKDAYS } from "../../../../contract/depots";
import { type ActionResult, submitJson, useOnSuccess } from "../../../lib/route-action";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { CheckboxField, Field, SelectField } from "../../ui/field";

type TruckType = (typeof DEPOT_TRUCK_TYPES)[number];
type Region = (typeof DEPOT_REGIONS)[number];
type Weekday = (typeof DEPOT_WEEKDAYS)[number];
/** What the form holds: text as typed; numbers become numbers only when sent, so the server judges them. */
type Draft = { name: string; city: string; state: string; zip: string; region: Region; openDays: Weekday[]; truckCapacity: Record<TruckType, string>; open: boolean };

const EMPTY: Draft = { name: "", city: "", state: "", zip: "", region: DEPOT_REGIONS[0], openDays: ["Mon", "Tue", "Wed", "Thu", "Fri"], truckCapacity: { crane: "2", "tilt-bed": "4", flatbed: "2" }, open: true };

const draftOf = (d: AdminDepot): Draft => ({
  ...d,
  // A stored depot passed the same lists when it was saved.
  region: DEPOT_REGIONS.find((r) => r === d.region) ?? DEPOT_REGIONS[0],
  openDays: DEPOT_WEEKDAYS.filter((day) => d.openDays.includes(day)),
  truckCapacity: { crane: String(d.truckCapacity.crane), "tilt-bed": String(d.truckCapacity["tilt-bed"]), flatbed: String(d.truckCapacity.flatbed) },
});

const capacity = (v: string) => (v.trim() === "" ? Number.NaN : Number(v));

/** The body of POST/PUT /admin/depots (depotInput). An empty capacity is sent as NaN → null, which the server refuses by name. */
export const depotBody = (draft: Draft | AdminDepot) => {
  const d = "id" in draft ? draftOf(draft) : draft;
  return {
    name: d.name,
    city: d.city,
    state: d.state,
    zip: d.zip,
    region: d.region,
    openDays: d.openDays,
    truckCapacity: { crane: capacity(d.truckCapacity.crane), "tilt-bed": capacity(d.truckCapacity["tilt-bed"]), flatbed: capacity(d.truckCapacity.flatbed) },
    open: d.open,
  };
};

export type DepotIntent = { intent: "save" | "close" | "reopen"; id: string | null; depot: ReturnType<typeof depotBody> };

/** Add or edit a depot in the one Dialog; the route's clientAction sends it, field errors come back under the fields. */
export function DepotFormDialog({ depot, onClose, onSaved }: { depot: AdminDepot | null; onClose: () => void; onSaved: (text: string) => void }) {
  const [draft, setDraft] = useState<Draft>(() => (depot ? draftOf(depot) : EMPTY));
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useOnSuccess(answer, () => onSaved(answer?.text ?? ""));
  const errors = answer && !answer.ok ? answer.errors : {};
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const toggleDay = (day: Weekday, on: boolean) => set({ openDays: DEPOT_WEEKDAYS.filter((d) => (d === day ? on : draft.openDays.includes(d))) });
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const intent: DepotIntent = { intent: "save", id: depot?.id ?? null, depot: depotBody(draft) };
    void fetcher.submit(intent, submitJson);
  };
  const formId = "depot-form";
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={depot ? `Edit ${depot.city}, ${depot.state}` : "Add depot"}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>Cancel</Button>
          <Button type="submit" form={formId} disabled={busy}>{busy ? "Saving..." : depot ? "Save depot" : "Add depot"}</Button>
        </>
      }
    >
      <form id={formId} onSubmit={save} noValidate className="grid gap-4 sm:grid-cols-2">
        {answer && !answer.ok && <Alert tone="error" className="sm:col-span-2">{Object.keys(errors).length ? "Please check the fields marked below." : answer.text}</Alert>}
        <Field label="Name" required value={draft.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} className="sm:col-span-2" />
        <Field label="City" required value={draft.city} error={errors.city} onChange={(e) => set({ city: e.target.value })} />
        <div className="grid grid-cols-2 gap-3">
          <Field label="State" required maxLength={2} value={draft.state} error={errors.state} hint="Two letters" onChange={(e) => set({ state: e.target.value })} />
          <Field label="ZIP" required inputMode="numeric" maxLength={5} value={draft.zip} error={errors.zip} onChange={(e) => set({ zip: e.target.value })} />
        </div>
        <SelectField label="Region" value={draft.region} error={errors.region} onChange={(e) => set({ region: DEPOT_REGIONS.find((r) => r === e.target.value) ?? draft.region })}>
          {DEPOT_REGIONS.map((r) => <option key={r}>{r}</option>)}
        </SelectField>
        <fieldset className="sm:col-span-2" aria-describedby={errors.openDays ? "depot-days-error" : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-800">Open days</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {DEPOT_WEEKDAYS.map((day) => <CheckboxField key={day} label={day} checked={draft.openDays.includes(day)} onChange={(e) => toggleDay(day, e.target.checked)} />)}
          </div>
          {errors.openDays && <p id="depot-days-error" className="mt-1 text-sm text-red-700">{errors.openDays}</p>}
        </fieldset>
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Deliveries per day, by truck</legend>
          <div className="grid grid-cols-3 gap-3">
            {DEPOT_TRUCK_TYPES.map((t) => (
              <Field key={t} label={t} type="number" min={0} max={100} inputMode="numeric" value={draft.truckCapacity[t]} error={errors[`truckCapacity.${t}`]} onChange={(e) => set({ truckCapacity: { ...draft.truckCapacity, [t]: e.target.value } })} />
            ))}
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
