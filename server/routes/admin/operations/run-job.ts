import type { JobRunDto } from "../../../../contract/operations.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { CRON_JOBS, isCronJob } from "../../../jobs.ts";
import { recordAudit } from "../../../lib/audit.ts";

/**
 * "Run now": one run of a scheduled job, queued like a cron tick and worked by whichever process runs jobs. Only
 * the scheduled jobs qualify: each decides itself what is due (a reminder goes once, an expired page closes
 * once), so an extra run sends nothing twice. Mail delivery is not among them (the outbox has its own Retry).
 * The singleton key keeps repeated clicks to one waiting run; the audit entry commits with the job.
 */
export async function runJobNow(deps: Pick<AppDeps, "db" | "jobs">, actorId: string, name: string): Promise<JobRunDto> {
  if (!isCronJob(name)) throw notFound(`No scheduled job is called "${name}". Jobs: ${Object.keys(CRON_JOBS).join(", ")}.`);
  return deps.db.transaction(async (tx) => {
    const jobId = await deps.jobs.send(name, { runBy: actorId }, { tx, singletonKey: "admin-run" });
    await recordAudit(tx, { actorId, action: "job.started", entity: "job", entityId: name, details: { name, queued: Boolean(jobId) } });
    return { name, jobId };
  });
}
