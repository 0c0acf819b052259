import { Link } from "react-router";
import type { AdminPreferencesDto } from "../../../../contract/operations";
import { Card } from "../ui/page-header";

/** The weekly report switch is each admin's own and lives in Settings; here only where it stands. */
export function WeeklyReportNote({ prefs }: { prefs: AdminPreferencesDto }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-slate-900">Weekly report</h2>
      <p className="text-sm text-slate-600">
        Every Monday at 07:00 in the shop's time zone: last week's orders, revenue, new customers, top products and open quotes. You{" "}
        <strong>{prefs.weeklyReport ? "receive it" : "do not receive it"}</strong>.{" "}
        <Link to="/admin/settings#weekly-report" className="font-semibold text-orange-700 underline-offset-2 hover:underline">Change in Settings</Link>
      </p>
    </Card>
  );
}
