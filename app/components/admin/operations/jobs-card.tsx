import { useFetcher } from "react-router";
import type { JobStatsDto } from "../../../../contract/operations";
import type { ActionResult } from "../../../lib/route-action";
import { submitJson } from "../../../lib/route-action";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Card } from "../ui/page-header";

/** The background queues with what waits, runs and failed; a scheduled job can be run at once ("Run now"). */
export function JobsCard({ stats }: { stats: JobStatsDto }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle" ? (fetcher.json as { name?: string } | undefined)?.name : undefined;
  const run = (name: string) => fetcher.submit({ intent: "run-job", name }, submitJson);
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-slate-900">Background jobs</h2>
      <p className="mb-3 text-sm text-slate-600">
        Each scheduled job runs by itself at its time (UTC); "Run now" queues one run at once. A job only does what is due, so an extra run sends nothing twice.
      </p>
      {fetcher.data && fetcher.state === "idle" && <Alert tone={fetcher.data.ok ? "success" : "error"} className="mb-3">{fetcher.data.text}</Alert>}
      <ul className="divide-y divide-slate-200" aria-label="Job queues">
        {stats.queues.map((q) => (
          <li key={q.name} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{q.name}</p>
              <p className="text-sm text-slate-600">
                {q.cron ? <>Schedule <code className="text-xs">{q.cron}</code> · </> : q.name === "mail-send" ? "Sent by the mail outbox · " : "Queued by the changes that need it · "}
                {q.queued} waiting · {q.active} running · <span className={q.failed ? "font-semibold text-red-700" : undefined}>{q.failed} failed</span>
              </p>
            </div>
            {q.cron && (
              <Button size="sm" variant="secondary" className="shrink-0 self-start sm:self-auto" disabled={busy === q.name} onClick={() => run(q.name)} aria-label={`Run ${q.name} now`}>
                {busy === q.name ? "Queuing..." : "Run now"}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600">
        Dead letters (jobs out of retries): <strong>{stats.dead}</strong> · Mails waiting: <strong>{stats.outbox.backlog}</strong> · Mails given up: <strong>{stats.outbox.dead}</strong>
      </p>
    </Card>
  );
}
