import { useState } from "react";
import { useFetcher } from "react-router";
import type { AdminPreferencesDto } from "../../../../contract/operations";
import { type ActionResult, submitJson } from "../../../lib/route-action";
import { Alert } from "../../ui/alert";
import { Card } from "../ui/page-header";

/** The signed-in admin's own switch for the Monday report mail. */
export function WeeklyReportCard({ prefs }: { prefs: AdminPreferencesDto }) {
  const fetcher = useFetcher<ActionResult>();
  // The choice shows in the same render as the click (the fetcher starts a tick later, and a controlled box would
  // flick back meanwhile); a refused save falls back to what the server holds.
  const [choice, setChoice] = useState<boolean | null>(null);
  const failed = fetcher.state === "idle" && fetcher.data !== undefined && !fetcher.data.ok;
  const checked = failed ? prefs.weeklyReport : (choice ?? prefs.weeklyReport);
  return (
    <Card className="scroll-mt-6 p-5">
      <h2 id="weekly-report" className="scroll-mt-6 text-lg font-bold text-slate-900">Weekly report</h2>
      <p className="mb-3 text-sm text-slate-600">
        Every Monday at 07:00 in the shop's time zone (below): last week's orders, revenue, new customers, top products and open quotes, against the week before.
      </p>
      {fetcher.data && !fetcher.data.ok && fetcher.state === "idle" && <Alert tone="error" className="mb-3">{fetcher.data.text}</Alert>}
      <label className="flex items-center gap-3 text-sm font-semibold text-slate-900">
        <input
          type="checkbox"
          className="size-5 rounded border-slate-300 accent-orange-600"
          checked={checked}
          disabled={fetcher.state !== "idle"}
          onChange={(e) => {
            setChoice(e.target.checked);
            void fetcher.submit({ intent: "weekly-report", weeklyReport: e.target.checked }, submitJson);
          }}
        />
        E-mail me the weekly report
      </label>
    </Card>
  );
}
