import { useState } from "react";
import { useFetcher } from "react-router";
import type { AdminTheme } from "../../../../contract/operations";
import { type ActionResult, submitJson } from "../../../lib/route-action";
import { Alert } from "../../ui/alert";
import { Card } from "../ui/page-header";

const CHOICES: { value: AdminTheme; label: string; hint: string }[] = [
  { value: "system", label: "System", hint: "Follows your device's light or dark setting" },
  { value: "light", label: "Light", hint: "Always light" },
  { value: "dark", label: "Dark", hint: "Always dark" },
];

/** Light, dark or the device's choice for the admin panel; saved for this admin on every device. */
export function AppearanceCard({ theme }: { theme: AdminTheme }) {
  const fetcher = useFetcher<ActionResult>();
  // The choice shows (and applies) at once; the save follows. A radio must not wait for the fetcher to flip.
  const [current, setCurrent] = useState(theme);
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.text : null;
  return (
    <Card className="p-5">
      <fieldset>
        <legend className="text-lg font-bold text-slate-900">Dark mode</legend>
        <p className="mb-3 text-sm text-slate-600">How the admin panel looks for you. The storefront stays as customers see it.</p>
        {failed && <Alert tone="error" className="mb-3">{failed}</Alert>}
        <div className="grid gap-2 sm:grid-cols-3">
          {CHOICES.map((c) => (
            <label key={c.value} className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-orange-600 has-checked:bg-orange-50">
              <input
                type="radio"
                name="admin-theme"
                value={c.value}
                className="mt-0.5 size-4 accent-orange-600"
                checked={current === c.value}
                onChange={() => {
                  setCurrent(c.value);
                  void fetcher.submit({ intent: "theme", theme: c.value }, submitJson);
                }}
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{c.label}</span>
                <span className="block text-xs text-slate-600">{c.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
