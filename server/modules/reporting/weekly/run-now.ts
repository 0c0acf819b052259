import { eq } from "drizzle-orm";
import type { WeeklyPreviewDto } from "../../../../contract/receivables.ts";
import { weeklyReportRuns } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { mailBrand, mailText } from "../../../lib/mail-kit/compose.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { buildWeeklyReport, renderWeeklyReport } from "./weekly-report.ts";
import { reportWeeks } from "./zoned-week.ts";

export const WEEKLY_REPORT_JOB = "weekly-report";

async function lastWeek(deps: Pick<AppDeps, "db" | "now">) {
  const settings = await getSiteSettings(deps.db);
  const weeks = reportWeeks(deps.now(), settings.timeZone);
  const [run] = await deps.db.select().from(weeklyReportRuns).where(eq(weeklyReportRuns.weekStart, weeks.weekStart));
  return { settings, weeks, sentAt: run?.sentAt ?? null };
}

/**
 * "Run now": queues the weekly-report job for the last full week as of this moment (any day). A week already sent is
 * not sent again (the run row is the week's key); the answer says which it was.
 */
export async function runWeeklyReportNow(deps: Pick<AppDeps, "db" | "jobs" | "now">, actorId: string) {
  const { weeks, sentAt } = await lastWeek(deps);
  if (sentAt) return { weekStart: weeks.weekStart, status: "already_sent" as const };
  await deps.db.transaction(async (tx) => {
    await deps.jobs.send(WEEKLY_REPORT_JOB, { asOf: deps.now().toISOString(), runBy: actorId }, { tx, singletonKey: `week-${weeks.weekStart}` });
    await recordAudit(tx, { actorId, action: "job.started", entity: "job", entityId: WEEKLY_REPORT_JOB, details: { name: WEEKLY_REPORT_JOB, weekStart: weeks.weekStart } });
  });
  return { weekStart: weeks.weekStart, status: "queued" as const };
}

/** The mail the last full week's report is (or would be), and when it went out. */
export async function previewWeeklyReport(deps: Pick<AppDeps, "db" | "now" | "env">): Promise<WeeklyPreviewDto> {
  const { settings, weeks, sentAt } = await lastWeek(deps);
  const mail = renderWeeklyReport(await buildWeeklyReport(deps.db, weeks), { brand: mailBrand(settings, deps.env.PUBLIC_URL), timeZone: settings.timeZone });
  return { weekStart: weeks.weekStart, subject: mail.subject, text: mailText({ ...mail, to: "" }), sentAt: sentAt?.toISOString() ?? null };
}
