import { and, eq, isNull } from "drizzle-orm";
import { users, weeklyReportRuns } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { composeMail, mailBrand } from "../../../lib/mail-kit/compose.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { buildWeeklyReport, renderWeeklyReport } from "./weekly-report.ts";
import { reportWeeks, weeklyReportDue } from "./zoned-week.ts";

/**
 * The weekly-report job runs hourly and sends the last full week's report once, from Monday 07:00 in the shop's time
 * zone: a week whose Monday run was missed (an outage) goes out on the next run, whatever the day
 * (docs/decisions/086). `asOf` (the admin's "Run now") sends the week before that moment at once, Monday morning
 * or not. The week's run row and every admin's mail commit in one transaction, so a retry, a second replica or a
 * second click finds the row and sends nothing.
 */
export async function sendWeeklyReportIfDue(deps: AppDeps, opts: { asOf?: Date } = {}): Promise<{ sent: number } | null> {
  const now = opts.asOf ?? deps.now();
  const settings = await getSiteSettings(deps.db);
  if (!opts.asOf && !weeklyReportDue(now, settings.timeZone)) return null;
  const weeks = reportWeeks(now, settings.timeZone);
  return deps.db.transaction(async (tx) => {
    const [run] = await tx.insert(weeklyReportRuns).values({ weekStart: weeks.weekStart, sentAt: deps.now() }).onConflictDoNothing().returning();
    if (!run) return null;
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.weeklyReport, true), isNull(users.blockedAt), isNull(users.deletedAt)));
    const mail = renderWeeklyReport(await buildWeeklyReport(tx, weeks), { brand: mailBrand(settings, deps.env.PUBLIC_URL), timeZone: settings.timeZone });
    for (const admin of admins) await deps.mailer.enqueue(tx, await composeMail({ ...mail, to: admin.email }));
    deps.logger.info(`[reports] weekly report for the week of ${weeks.weekStart} queued for ${admins.length} admin(s)`);
    return { sent: admins.length };
  });
}
