import type { AppDeps } from "./lib/deps.ts";
import type { JobDefinition } from "./lib/jobs/queue.ts";
import { DEAD_LETTER_QUEUE } from "./lib/jobs/queue.ts";
import { mediaRemoveJob } from "./lib/media/remove-job.ts";
import { closeExpiredCheckouts } from "./workflows/checkout/expire-checkouts.ts";
import { reconcilePendingPayments } from "./workflows/checkout/reconcile-payments.ts";
import { sendWeeklyReportIfDue } from "./modules/reporting/index.ts";
import { remindOverdueInvoices, runRentalBilling, sendBalanceReminders } from "./modules/billing/index.ts";
import { expireOffers } from "./modules/sales/index.ts";
import { sendDeliveryReminders } from "./modules/logistics/index.ts";
import { outgoingEmails } from "../db/schema/index.ts";
import { count, inArray } from "drizzle-orm";

/**
 * The scheduled jobs and their cron times (UTC). The weekly report runs hourly and decides itself whether last week's
 * report is due (from Monday 07:00 in the shop's time zone), so a changed zone applies at once. These are also the jobs an admin may
 * run at once (Admin → Operations, `POST /v1/admin/jobs/{name}/run`): each does its own "what is due" check.
 */
export const CRON_JOBS = {
  "checkout-expire": "* * * * *",
  "payment-reconcile": "* * * * *",
  // Rentals (docs/decisions/029): every 15 minutes, so a cycle is charged early on its anniversary day.
  "rental-billing": "*/15 * * * *",
  "offer-expire": "15 * * * *",
  "balance-reminder": "30 * * * *",
  "invoice-overdue": "45 * * * *",
  // Hourly; the job itself waits for the shop's morning and reminds each order once per delivery date.
  "delivery-reminders": "5 * * * *",
  "weekly-report": "0 * * * *",
} as const;
export type CronJobName = keyof typeof CRON_JOBS;
export const isCronJob = (name: string): name is CronJobName => Object.hasOwn(CRON_JOBS, name);

const scheduled = (name: CronJobName) => ({ name, cron: CRON_JOBS[name] });

/** Every job the shop runs: mail delivery (sent by the outbox) and the scheduled ones. */
export function jobDefinitions(deps: AppDeps): JobDefinition[] {
  return [
    deps.mailer.job,
    mediaRemoveJob(deps.media),
    { ...scheduled("checkout-expire"), retryLimit: 3, expireInSeconds: 120, handler: async () => void (await closeExpiredCheckouts(deps)) },
    { ...scheduled("payment-reconcile"), retryLimit: 3, expireInSeconds: 120, handler: async () => void (await reconcilePendingPayments(deps)) },
    { ...scheduled("rental-billing"), retryLimit: 3, expireInSeconds: 600, handler: async () => void (await runRentalBilling(deps)) },
    { ...scheduled("offer-expire"), retryLimit: 3, expireInSeconds: 120, handler: async () => void (await expireOffers(deps)) },
    { ...scheduled("balance-reminder"), retryLimit: 3, expireInSeconds: 300, handler: async () => void (await sendBalanceReminders(deps)) },
    { ...scheduled("invoice-overdue"), retryLimit: 3, expireInSeconds: 300, handler: async () => void (await remindOverdueInvoices(deps)) },
    { ...scheduled("delivery-reminders"), retryLimit: 5, expireInSeconds: 300, handler: async () => void (await sendDeliveryReminders(deps)) },
    { ...scheduled("weekly-report"), retryLimit: 5, expireInSeconds: 300, handler: async (data) => void (await sendWeeklyReportIfDue(deps, typeof data.asOf === "string" ? { asOf: new Date(data.asOf) } : {})) },
  ];
}

/** Creates queues and schedules; `work` makes this process run jobs too (RUN_JOBS, or the worker). */
export async function startJobs(deps: AppDeps, opts: { work: boolean | string[]; pollingIntervalSeconds?: number }) {
  await deps.jobs.register(jobDefinitions(deps), { work: opts.work, pollingIntervalSeconds: opts.pollingIntervalSeconds });
}

export type JobStats = {
  /** `cron`: the schedule of a job an admin may also run at once; null for the jobs changes queue (mail, picture removal). */
  queues: { name: string; cron: string | null; queued: number; active: number; failed: number }[];
  /** Jobs whose retries are used up (the dead-letter queue). */
  dead: number;
  /** Mails not sent yet (queued, sending or failed and waiting for a retry), and mails given up on. */
  outbox: { backlog: number; dead: number };
};

/** Queue depth, failures, dead letters and outbox backlog: for /metrics and the admin. */
export async function jobStats(deps: Pick<AppDeps, "db" | "jobs">): Promise<JobStats> {
  const counts = await deps.jobs.counts();
  const mails = await deps.db
    .select({ status: outgoingEmails.status, n: count() })
    .from(outgoingEmails)
    .where(inArray(outgoingEmails.status, ["queued", "sending", "failed", "dead"]))
    .groupBy(outgoingEmails.status);
  const by = (s: string) => mails.find((m) => m.status === s)?.n ?? 0;
  return {
    queues: counts.filter((q) => q.name !== DEAD_LETTER_QUEUE).map(({ name, queued, active, failed }) => ({ name, cron: isCronJob(name) ? CRON_JOBS[name] : null, queued, active, failed })),
    dead: counts.find((q) => q.name === DEAD_LETTER_QUEUE)?.queued ?? 0,
    outbox: { backlog: by("queued") + by("sending") + by("failed"), dead: by("dead") },
  };
}
