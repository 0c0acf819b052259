import { useState } from "react";
import type { AdminPreferencesDto } from "../../../../contract/operations";
import { browserApi } from "../../../lib/browser-api";
import { Alert } from "../../ui/alert";
import { Spinner } from "../../ui/spinner";
import { Card } from "../ui/page-header";
import { errorText } from "../ui/errors";
import { useAdminData } from "../ui/use-admin-data";

/** The signed-in admin's own switch for the Monday report mail. */
export function WeeklyReportCard() {
  const prefs = useAdminData<AdminPreferencesDto>("/admin/preferences");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function toggle(next: boolean) {
    setSaving(true);
    setError(null);
    try {
      const res = await browserApi.put<AdminPreferencesDto>("/admin/preferences", { weeklyReport: next });
      prefs.replace(res.data);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-slate-900">Weekly report</h2>
      <p className="mb-3 text-sm text-slate-600">
        Every Monday at 07:00 in the shop's time zone (Settings): last week's orders, revenue, new customers, top products and open quotes, against the week before.
      </p>
      {error && <Alert tone="error" className="mb-3">{error}</Alert>}
      {prefs.state.status === "loading" && <Spinner label="Loading..." />}
      {prefs.state.status === "error" && <Alert tone="error">{prefs.state.message}</Alert>}
      {prefs.state.status === "ready" && (
        <label className="flex items-center gap-3 text-sm font-semibold text-slate-900">
          <input
            type="checkbox"
            className="size-5 rounded border-slate-300 accent-orange-600"
            checked={prefs.state.data.weeklyReport}
            disabled={saving}
            onChange={(e) => toggle(e.target.checked)}
          />
          E-mail me the weekly report
        </label>
      )}
    </Card>
  );
}
