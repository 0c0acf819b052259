import type { AppDeps } from "./lib/deps.ts";
import type { JobDefinition } from "./lib/jobs/queue.ts";
import { DEAD_LETTER_QUEUE } from "./lib/jobs/queue.ts";
import { closeExpiredCheckouts } from "./features/checkout/expire-checkouts.ts";
import { reconcilePendingPayments } from "./features/checkout/reconcile-payments.ts";
import { sendWeeklyReportIfDue } from "./features/admin/reports/weekly-job.ts";
import { runRentalBilling } from "./features/rentals/billing.ts";
import { expireOffers } from "./features/offers/admin-service.ts";
import { remindOverdueInvoices, sendBalanceReminders } from "./features/terms/jobs.ts";
import { sendDeliveryReminders } from "./features/deliveries/reminders.ts";
import { outgoingEmails } from "../db/schema/index.ts";
import { count, inArray } from "drizzle-orm";

/**
 * Every job the shop runs. Cron times are UTC: the weekly report runs hourly and decides itself
 * whether it is Monday 07:00 in the shop's time zone, so a changed zone applies at once.
 */
export function jobDefinitions(deps: AppDeps): JobDefinition[] {
  return [
    deps.mailer.job,
    { name: "checkout-expire", cron: "* * * * *", retryLimit: 3, expireInSeconds: 120, handler: async () => void (await closeExpiredCheckouts(deps)) },
    { name: "payment-reconcile", cron: "* * * * *", retryLimit: 3, expireInSeconds: 120, handler: async () => void (await reconcilePendingPayments(deps)) },
    // Rentals (docs/decisions/029): every 15 minutes, so a cycle is charged early on its anniversary day.
    { name: "rental-billing", cron: "*/15 * * * *", retryLimit: 3, expireInSeconds: 600, handler: async () => void (await runRentalBilling(deps)) },
    { name: "offer-expire", cron: "15 * * * *", retryLimit: 3, expireInSeconds: 120, handler: async () => void (await expireOffers(deps)) },
    { name: "balance-reminder", cron: "30 * * * *", retryLimit: 3, expireInSeconds: 300, handler: async () => void (await sendBalanceReminders(deps)) },
    { name: "invoice-overdue", cron: "45 * * * *", retryLimit: 3, expireInSeconds: 300, handler: async () => void (await remindOverdueInvoices(deps)) },
    // Hourly; the job itself waits for the shop's morning and reminds each order once per delivery date.
    { name: "delivery-reminders", cron: "5 * * * *", retryLimit: 5, expireInSeconds: 300, handler: async () => void (await sendDeliveryReminders(deps)) },
    { name: "weekly-report", cron: "0 * * * *", retryLimit: 5, expireInSeconds: 300, handler: async () => void (await sendWeeklyReportIfDue(deps)) },
  ];
}

/** Creates queues and schedules; `work` makes this process run jobs too (RUN_JOBS, or the worker). */
export async function startJobs(deps: AppDeps, opts: { work: boolean | string[]; pollingIntervalSeconds?: number }) {
  await deps.jobs.register(jobDefinitions(deps), { work: opts.work, pollingIntervalSeconds: opts.pollingIntervalSeconds });
}

export type JobStats = {
  queues: { name: string; queued: number; active: number; failed: number }[];
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
    queues: counts.filter((q) => q.name !== DEAD_LETTER_QUEUE).map(({ name, queued, active, failed }) => ({ name, queued, active, failed })),
    dead: counts.find((q) => q.name === DEAD_LETTER_QUEUE)?.queued ?? 0,
    outbox: { backlog: by("queued") + by("sending") + by("failed"), dead: by("dead") },
  };
}
