import { useState } from "react";
import type { OutboxEmailDto } from "../../../../contract/operations";
import { browserApi } from "../../../lib/browser-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { Card } from "../ui/page-header";
import { StatusPill } from "../ui/status";
import { errorText } from "../ui/errors";
import { useAdminData } from "../ui/use-admin-data";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }) : "—");

/** Failed mails (retried automatically with backoff) and dead ones (given up), each with a Retry button. */
export function OutboxCard() {
  const mails = useAdminData<OutboxEmailDto[]>("/admin/emails?status=problems");
  const [banner, setBanner] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  async function retry(id: string) {
    setBusy(id);
    try {
      await browserApi.post(`/admin/emails/${id}/retry`);
      setBanner({ tone: "success", text: "The e-mail is queued again and will be sent in a moment." });
      mails.reload();
    } catch (err) {
      setBanner({ tone: "error", text: errorText(err) });
    } finally {
      setBusy(null);
    }
  }
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-slate-900">Mail outbox</h2>
      <p className="mb-3 text-sm text-slate-600">
        Mails the SMTP server refused. Failed ones are retried automatically; dead ones ran out of retries and wait for you.
      </p>
      {banner && <Alert tone={banner.tone} className="mb-3">{banner.text}</Alert>}
      {mails.state.status === "loading" && <Spinner label="Loading e-mails..." />}
      {mails.state.status === "error" && <Alert tone="error">{mails.state.message}</Alert>}
      {mails.state.status === "ready" && mails.state.data.length === 0 && <p className="py-4 text-sm text-slate-600">No failed e-mails. Everything was delivered.</p>}
      {mails.state.status === "ready" && mails.state.data.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {mails.state.data.map((m) => (
            <li key={m.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{m.subject}</p>
                <p className="truncate text-sm text-slate-600">To {m.to} · {m.attempts} {m.attempts === 1 ? "try" : "tries"} · last {when(m.lastAttemptAt)}</p>
                {m.error && <p className="truncate text-xs text-red-700" title={m.error}>{m.error}</p>}
              </div>
              <div className="flex shrink-0 items-center gap-3">
                <StatusPill status={m.status} />
                <Button size="sm" variant="secondary" disabled={busy === m.id} onClick={() => retry(m.id)}>
                  {busy === m.id ? "Retrying..." : "Retry"}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
