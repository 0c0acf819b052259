import { AbandonedCheckoutsCard } from "../../components/admin/operations/abandoned-card";
import { JobsCard } from "../../components/admin/operations/jobs-card";
import { OutboxCard } from "../../components/admin/operations/outbox-card";
import { WeeklyReportNote } from "../../components/admin/operations/weekly-report-note";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { client } from "../../lib/browser-api";
import { actionInput, attempt, load } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/operations";

export const meta = () => adminMeta("Operations");

export async function clientLoader() {
  const [mails, abandoned, prefs, jobs] = await Promise.all([
    load(client.admin.emails.$get({ query: { status: "problems" } })),
    load(client.admin["abandoned-checkouts"].$get()),
    load(client.admin.preferences.$get()),
    load(client.admin.jobs.stats.$get()),
  ]);
  return { mails, abandoned, prefs, jobs };
}

export type OperationsIntent = { intent: "retry-mail"; id: string } | { intent: "run-job"; name: string };

export async function clientAction({ request }: Route.ClientActionArgs) {
  const input = await actionInput<OperationsIntent>(request);
  if (input.intent === "run-job") {
    return attempt(() => call(client.admin.jobs[":name"].run.$post({ param: { name: input.name } })), `${input.name} is queued and runs within seconds.`);
  }
  return attempt(() => call(client.admin.emails[":id"].retry.$post({ param: { id: input.id } })), "The e-mail is queued again and will be sent in a moment.");
}

export const ErrorBoundary = () => <AdminRouteError title="Operations" />;

/** /admin/operations — what the background jobs did: mails that need a retry, unpaid checkouts, the weekly report, the queues (Run now). */
export default function AdminOperations({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Operations" description="Mail delivery, checkouts that were never paid, the weekly report and the background jobs." />
      <div className="grid gap-6 2xl:grid-cols-[1fr_26rem]">
        <div className="space-y-6">
          <OutboxCard mails={loaderData.mails} />
          <AbandonedCheckoutsCard list={loaderData.abandoned} />
        </div>
        <div className="h-fit">
          <WeeklyReportNote prefs={loaderData.prefs} />
        </div>
        <div className="2xl:col-span-2">
          <JobsCard stats={loaderData.jobs} />
        </div>
      </div>
    </>
  );
}
