import { useState } from "react";
import { Link } from "react-router";
import type { AdminPreferencesDto } from "../../../../contract/operations";
import type { WeeklyPreviewDto } from "../../../../contract/receivables";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Card } from "../ui/page-header";
import { errorText } from "../ui/errors";

/**
 * The weekly report: where the admin's own switch stands (it lives in Settings), a preview of last week's mail and
 * "Run now", which sends the last full week's report whatever the day, once (docs/decisions/086).
 */
export function WeeklyReportNote({ prefs }: { prefs: AdminPreferencesDto }) {
  const [preview, setPreview] = useState<WeeklyPreviewDto | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error" | "info"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(run: boolean) {
    setBusy(true);
    setNotice(null);
    try {
      if (!run) setPreview(await call(client.admin.reports.weekly.preview.$get()));
      else {
        const r = await call(client.admin.reports.weekly.run.$post());
        setNotice(r.status === "queued" ? { tone: "success", text: `The report for the week of ${r.weekStart} is on its way.` } : { tone: "info", text: `The report for the week of ${r.weekStart} was already sent.` });
      }
    } catch (err) {
      setNotice({ tone: "error", text: errorText(err, "The weekly report could not be reached.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-bold text-slate-900">Weekly report</h2>
      <p className="text-sm text-slate-600">
        Every Monday at 07:00 in the shop's time zone (a missed Monday is sent on the next run): last week's orders, revenue, new customers, top products and open quotes. You{" "}
        <strong>{prefs.weeklyReport ? "receive it" : "do not receive it"}</strong>.{" "}
        <Link to="/admin/settings#weekly-report" className="font-semibold text-orange-700 underline-offset-2 hover:underline">Change in Settings</Link>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void act(false)} disabled={busy}>Preview last week</Button>
        <Button onClick={() => void act(true)} disabled={busy}>Run now</Button>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {preview && (
        <figure className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <figcaption className="text-sm font-semibold text-slate-900">{preview.subject}{preview.sentAt ? ` · sent ${new Date(preview.sentAt).toLocaleString("en-US")}` : " · not sent yet"}</figcaption>
          <pre className="mt-2 text-xs whitespace-pre-wrap text-slate-700">{preview.text}</pre>
        </figure>
      )}
    </Card>
  );
}
