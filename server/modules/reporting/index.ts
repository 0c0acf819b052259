/**
 * The reporting module. What the admin reads about the business: the dashboard's figures, the weekly report, CSV exports, the
 * operations screen's outbox and abandoned checkouts, and the reports over a chosen range (sales, rentals, delivery) with their charts.
 * Other modules, workflows and routes import it only from here (docs/architecture.md).
 */
export { clearAdminFiguresOnWrite } from "./dashboard/figures-cache.ts";
export { dashboardSummary, quickStats } from "./dashboard/service.ts";
export { customersCsv, ordersCsv } from "./exports/service.ts";
export { getPreferences, listAbandonedCheckouts, listOutbox, retryOutboxEmail, setPreferences } from "./operations/service.ts";
export { deliveryReport, rentalsReport, reportCsv, salesReport } from "./reports/service.ts";
export { previewWeeklyReport, runWeeklyReportNow } from "./weekly/run-now.ts";
export { sendWeeklyReportIfDue } from "./weekly/weekly-job.ts";
// The weekly report's mail, for the admin's mail previews (ADR 081).
export { renderWeeklyReport } from "./weekly/weekly-report.ts";
export type { WeeklyReport } from "./weekly/weekly-report.ts";
