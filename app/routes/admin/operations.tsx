import { AbandonedCheckoutsCard } from "../../components/admin/operations/abandoned-card";
import { OutboxCard } from "../../components/admin/operations/outbox-card";
import { WeeklyReportCard } from "../../components/admin/operations/weekly-report-card";
import { PageHeader } from "../../components/admin/ui/page-header";
import { adminMeta } from "../../components/admin/layout/admin-meta";

export const meta = () => adminMeta("Operations");

/** /admin/operations — what the background jobs did: mails that need a retry, unpaid checkouts, the weekly report. */
export default function AdminOperations() {
  return (
    <>
      <PageHeader title="Operations" description="Mail delivery, checkouts that were never paid, and your weekly report." />
      <div className="grid gap-6 2xl:grid-cols-[1fr_26rem]">
        <div className="space-y-6">
          <OutboxCard />
          <AbandonedCheckoutsCard />
        </div>
        <div className="h-fit">
          <WeeklyReportCard />
        </div>
      </div>
    </>
  );
}
