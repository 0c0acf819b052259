import { FEDERAL_HOLIDAYS, type FederalHolidayKey } from "../../../../contract/holidays";
import { Field } from "../../ui/field";

/** The delivery calendar's closed days: a switch per federal holiday and the shop's own dates (ADR 074, "Holidays"). */
export function HolidaySettings({ federal, closedDates, errors, onChange }: {
  federal: Record<FederalHolidayKey, boolean>;
  closedDates: string;
  errors: Record<string, string>;
  onChange: (patch: { federalHolidays?: Record<FederalHolidayKey, boolean>; closedDates?: string }) => void;
}) {
  const closedError = Object.entries(errors).find(([k]) => k.startsWith("holidays.closedDates"))?.[1];
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">No deliveries on these federal holidays (observed on the Friday or Monday when they fall on a weekend)</legend>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {FEDERAL_HOLIDAYS.map(([key, name]) => (
            <li key={key}>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="size-4 accent-orange-600" checked={federal[key]} onChange={(e) => onChange({ federalHolidays: { ...federal, [key]: e.target.checked } })} />
                {name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Field label="Other closed dates" value={closedDates} onChange={(e) => onChange({ closedDates: e.target.value })} error={closedError}
        hint="YYYY-MM-DD, separated by commas, e.g. 2026-11-27, 2026-12-24" />
    </div>
  );
}
