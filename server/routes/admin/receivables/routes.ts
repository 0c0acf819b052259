import { z } from "@hono/zod-openapi";
import { dayRangeQuery, paymentLinkDto, paymentLinkInput, receivablesReport, statementSent, weeklyPreviewDto, weeklyRunDto } from "../../../../contract/receivables.ts";
import { currentUser } from "../../../lib/auth.ts";
import { csvHeaders } from "../../../lib/csv.ts";
import { errorResponses, jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { adminRoute, jsonBody, pathId } from "../route.ts";
import { journalCsv, quickbooksCsv, receivablesAgeing, sendStatement, statementPdf } from "../../../modules/billing/index.ts";
import { previewWeeklyReport, runWeeklyReportNow } from "../../../modules/reporting/index.ts";
import { adminPaymentLink } from "../../../workflows/checkout/admin-payment-link.ts";

const tags = ["Admin: receivables"];
const params = z.object({ id: pathId });
const csvFile = { 200: { description: "CSV file (RFC 4180, CRLF)", content: { "text/csv": { schema: z.string() } } } };

const receivablesRoute = adminRoute({
  method: "get", operationId: "getReceivables", path: "/admin/receivables", tags,
  summary: "Open balances by customer in ageing buckets (current, 1–30, 31–60, 61–90, 90+ days past due), with totals",
  responses: { 200: jsonEnvelope(receivablesReport) },
});
const statementRoute = adminRoute({
  method: "get", operationId: "getStatementPdf", path: "/admin/users/{id}/statement", tags,
  summary: "A customer's statement for a period (both days included) as a PDF: opening balance, invoices, payments, credit notes, refunds, closing balance",
  request: { params, query: dayRangeQuery },
  responses: { 200: { description: "The statement as a PDF", content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } } },
});
const sendStatementRoute = adminRoute({
  method: "post", operationId: "sendStatement", path: "/admin/users/{id}/statement/send", tags,
  summary: "Mail the customer's statement for a period, PDF attached (through the outbox)",
  request: { params, query: dayRangeQuery },
  responses: { 200: jsonEnvelope(statementSent) },
});
const paymentLinkRoute = adminRoute({
  method: "post", operationId: "createPaymentLink", path: "/admin/invoices/{id}/payment-link", tags,
  summary: "The hosted payment page for what the invoice owes now (the customer's own Pay page, same cap); `send` mails it to the customer",
  request: { params, body: jsonBody(paymentLinkInput) },
  responses: { 200: jsonEnvelope(paymentLinkDto), ...errorResponses(409, 502) },
});
const journalRoute = adminRoute({
  method: "get", operationId: "exportJournal", path: "/admin/exports/journal.csv", tags,
  summary: "The general journal for a period: date, account, debit, credit, reference; debits equal credits",
  request: { query: dayRangeQuery }, responses: csvFile,
});
const quickbooksRoute = adminRoute({
  method: "get", operationId: "exportQuickbooks", path: "/admin/exports/quickbooks.csv", tags,
  summary: "The same entries in QuickBooks Online's journal-entry import layout (JournalNo, JournalDate MM/DD/YYYY, AccountName, Debits, Credits, Description, Name)",
  request: { query: dayRangeQuery }, responses: csvFile,
});
const weeklyRunRoute = adminRoute({
  method: "post", operationId: "runWeeklyReport", path: "/admin/reports/weekly/run", tags,
  summary: "Queue the weekly report for the last full week, whatever the day; a week already sent is not sent again",
  responses: { 202: jsonEnvelope(weeklyRunDto) },
});
const weeklyPreviewRoute = adminRoute({
  method: "get", operationId: "getWeeklyReportPreview", path: "/admin/reports/weekly/preview", tags,
  summary: "The last full week's report mail as it is (or would be) sent, and when it went out",
  responses: { 200: jsonEnvelope(weeklyPreviewDto) },
});

const fileHeaders = (type: string, name: string) => ({ "Content-Type": type, "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "private, no-store" });

/** Receivables, statements, payment links, the accounting exports and the weekly report's Run now (docs/decisions/086). */
export const adminReceivablesRoutes = createRouter()
  .openapi(receivablesRoute, async (c) => ok(c, await receivablesAgeing(c.var.deps.db, c.var.deps.now()), "Receivables fetched"))
  .openapi(statementRoute, async (c) => {
    const { pdf, fileName } = await statementPdf(c.var.deps.db, c.req.valid("param").id, c.req.valid("query"));
    return c.body(new Uint8Array(pdf), 200, fileHeaders("application/pdf", fileName));
  })
  .openapi(sendStatementRoute, async (c) => {
    const result = await sendStatement(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("query"));
    return ok(c, result, `Statement sent to ${result.to}.`);
  })
  .openapi(paymentLinkRoute, async (c) => {
    const link = await adminPaymentLink(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json").send);
    return ok(c, link, link.sentTo ? `Payment link sent to ${link.sentTo}.` : "Payment link ready.");
  })
  .openapi(journalRoute, async (c) => c.body(await journalCsv(c.var.deps.db, c.req.valid("query")), 200, csvHeaders("journal", c.var.deps.now())))
  .openapi(quickbooksRoute, async (c) => c.body(await quickbooksCsv(c.var.deps.db, c.req.valid("query")), 200, csvHeaders("quickbooks", c.var.deps.now())))
  .openapi(weeklyRunRoute, async (c) => {
    const run = await runWeeklyReportNow(c.var.deps, currentUser(c).id);
    return ok(c, run, run.status === "queued" ? `The report for the week of ${run.weekStart} is on its way.` : `The report for the week of ${run.weekStart} was already sent.`, 202);
  })
  .openapi(weeklyPreviewRoute, async (c) => ok(c, await previewWeeklyReport(c.var.deps), "Weekly report preview"));
