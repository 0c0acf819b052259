import { and, eq, isNull } from "drizzle-orm";
import { users, weeklyReportRuns } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { buildWeeklyReport, renderWeeklyReport } from "./weekly-report.ts";
import { reportWeeks, weeklyReportDue } from "./zoned-week.ts";

/**
 * The weekly-report job runs hourly; from Monday 07:00 in the shop's time zone it sends last week's
 * report once: the week's run row and every admin's mail commit in one transaction, so a retry or a
 * second replica finds the row and sends nothing.
 */
export async function sendWeeklyReportIfDue(deps: AppDeps): Promise<{ sent: number } | null> {
  const now = deps.now();
  const settings = await getSiteSettings(deps.db);
  if (!weeklyReportDue(now, settings.timeZone)) return null;
  const weeks = reportWeeks(now, settings.timeZone);
  return deps.db.transaction(async (tx) => {
    const [run] = await tx.insert(weeklyReportRuns).values({ weekStart: weeks.weekStart, sentAt: now }).onConflictDoNothing().returning();
    if (!run) return null;
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.weeklyReport, true), isNull(users.blockedAt), isNull(users.deletedAt)));
    const mail = renderWeeklyReport(await buildWeeklyReport(tx, weeks), { siteName: settings.siteName, timeZone: settings.timeZone, publicUrl: deps.env.PUBLIC_URL });
    for (const admin of admins) await deps.mailer.enqueue(tx, { to: admin.email, ...mail });
    deps.logger.info(`[reports] weekly report for the week of ${weeks.weekStart} queued for ${admins.length} admin(s)`);
    return { sent: admins.length };
  });
}
