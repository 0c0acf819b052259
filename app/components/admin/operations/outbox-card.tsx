import { useFetcher } from "react-router";
import type { OutboxEmailDto } from "../../../../contract/operations";
import type { ActionResult } from "../../../lib/route-action";
import { submitJson } from "../../../lib/route-action";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Card } from "../ui/page-header";
import { StatusPill } from "../ui/status";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }) : "—");

/** Failed mails (retried automatically with backoff) and dead ones (given up), each with a Retry button. */
export function OutboxCard({ mails }: { mails: OutboxEmailDto[] }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle" ? (fetcher.json as { id?: string } | undefined)?.id : undefined;
  const retry = (id: string) => fetcher.submit({ intent: "retry-mail", id }, submitJson);
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-slate-900">Mail outbox</h2>
      <p className="mb-3 text-sm text-slate-600">
        Mails the SMTP server refused. Failed ones are retried automatically; dead ones ran out of retries and wait for you.
      </p>
      {fetcher.data && fetcher.state === "idle" && <Alert tone={fetcher.data.ok ? "success" : "error"} className="mb-3">{fetcher.data.text}</Alert>}
      {mails.length === 0 && <p className="py-4 text-sm text-slate-600">No failed e-mails. Everything was delivered.</p>}
      {mails.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {mails.map((m) => (
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
