import { useState } from "react";
import { useFetcher } from "react-router";
import type { SiteSettings } from "../../../../contract/settings";
import { type ActionResult, submitJson, useOnSuccess } from "../../../lib/route-action";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { sentences } from "../ui/errors";
import { Card } from "../ui/page-header";
import { Field } from "../../ui/field";
import { FIGURES, type SettingsDraft, draftOf, settingsOf } from "./settings-draft";
import type { SettingsIntent } from "./settings-intent";
import { TaxRates } from "./tax-rates";
import { HolidaySettings } from "./holiday-settings";

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <p className="mb-4 text-sm text-slate-600">{description}</p>
      {children}
    </Card>
  );
}

/**
 * Every site setting the storefront reads, saved in one PUT by the settings route's action. Its revalidation
 * brings the saved values back (and the root loader's site name for the header and footer); the form starts from them.
 */
export function SettingsForm({ initial }: { initial: SiteSettings }) {
  const [d, setD] = useState<SettingsDraft>(() => draftOf(initial));
  const fetcher = useFetcher<ActionResult>();
  const saving = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useOnSuccess(answer, () => setD(draftOf(initial)));
  const errors = answer && !answer.ok ? sentences(answer.errors) : {};
  const set = (patch: Partial<SettingsDraft>) => setD((x) => ({ ...x, ...patch }));
  // The save bar sticks to the bottom of the screen only while there is something to save. Always sticky, it lay
  // over the first section's heading at load, and axe could not judge that text's contrast (issue 48).
  const dirty = JSON.stringify(settingsOf(d)) !== JSON.stringify(settingsOf(draftOf(initial)));

  function save(e: React.FormEvent) {
    e.preventDefault();
    void fetcher.submit({ intent: "store", settings: settingsOf(d) } satisfies SettingsIntent, submitJson);
  }

  const text = (k: "siteName" | "salesPhone" | "salesEmail" | "headquarters" | "openingHours" | "timezone" | "timeZone", label: string, hint?: string, type = "text") => (
    <Field label={label} type={type} required value={d[k]} onChange={(e) => set({ [k]: e.target.value })} error={errors[k]} hint={hint} />
  );
  return (
    <form onSubmit={save} className="space-y-6">
      {answer && <Alert tone={answer.ok ? "success" : "error"}>{answer.text}</Alert>}
      <Section title="Store and contact" description="Shown in the header, footer, quote section, support sidebar and e-mails.">
        <div className="grid gap-4 md:grid-cols-2">
          {text("siteName", "Site name")}
          {text("headquarters", "Headquarters")}
          {text("salesPhone", "Sales phone", undefined, "tel")}
          {text("salesEmail", "Sales e-mail", undefined, "email")}
          {text("openingHours", "Opening hours", "One value for the footer, quote section and support line, e.g. Monday-Friday 7am-6pm")}
          {text("timezone", "Time zone of the hours", "e.g. PST")}
          {text("timeZone", "Shop clock (scheduled mails)", "The weekly report goes out Mondays 07:00 here, e.g. America/Chicago")}
        </div>
      </Section>
      <Section title="Marketing figures" description="One source for every place the storefront repeats them.">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FIGURES.map(([k, label, hint]) => (
            <Field key={k} label={label} type="number" min={0} step={k === "rating" ? 0.1 : 1} required value={d.figures[k]} hint={hint || undefined}
              onChange={(e) => set({ figures: { ...d.figures, [k]: e.target.value } })} error={errors[k]} />
          ))}
        </div>
      </Section>
      <Section title="Sales tax overrides" description="Every state and DC is taxed at its published state rate (the shop's maintained table) by the ship-to state. Add a state here only to charge a different rate; remove it to go back to the table.">
        <TaxRates rows={d.taxes} errors={errors} onChange={(taxes) => set({ taxes })} />
      </Section>
      <Section title="Payments" description="The most one payment page may charge: card checkout, invoices, offers and rentals. Larger orders are sent to a quote.">
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Payment cap ($)" type="number" min={1} max={999999.99} step={0.01} value={d.paymentCap} placeholder="999999.99"
            onChange={(e) => set({ paymentCap: e.target.value })} error={errors.paymentCapCents} hint="Leave empty for the ceiling of $999,999.99; offers above it are refused when built." />
        </div>
      </Section>
      <Section title="Delivery holidays" description="Days no delivery is booked and the lead time does not count as business days.">
        <HolidaySettings federal={d.federalHolidays} closedDates={d.closedDates} errors={errors} onChange={set} />
      </Section>
      <div className={`${dirty ? "sticky bottom-0 border-t bg-slate-100/95 backdrop-blur" : ""} -mx-4 flex justify-end border-slate-200 px-4 py-3 sm:mx-0 sm:rounded-xl`}>
        <Button type="submit" disabled={saving}>{saving ? "Saving..." : "Save Changes"}</Button>
      </div>
    </form>
  );
}
