import { escapeHtml } from "../../../../contract/escape-html.ts";
import { formatDate, formatUsd } from "../../../../contract/money.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import type { DayRange } from "../accounting/export-csv.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { customerStatement } from "./statement.ts";
import { renderStatementPdf, statementFileName } from "./statement-pdf.ts";

type Deps = Pick<AppDeps, "db" | "mailer">;

/** The statement PDF for a period, with its file name. */
export async function statementPdf(db: AppDeps["db"], userId: string, range: DayRange) {
  const statement = await customerStatement(db, userId, range);
  return { statement, pdf: await renderStatementPdf(statement, await getSiteSettings(db)), fileName: statementFileName(statement) };
}

/** Mails the statement to the customer with the PDF attached, through the outbox; the mail and the audit line commit together. */
export async function sendStatement(deps: Deps, actorId: string, userId: string, range: DayRange) {
  const { statement, pdf, fileName } = await statementPdf(deps.db, userId, range);
  const settings = await getSiteSettings(deps.db);
  const period = `${formatDate(range.from)} – ${formatDate(range.to)}`;
  const closing = formatUsd(statement.closingCents / 100);
  const { name, email } = statement.customer;
  await deps.db.transaction(async (tx) => {
    await deps.mailer.enqueue(tx, {
      to: email,
      subject: `${settings.siteName} statement ${period} (balance ${closing})`,
      text: `Hello ${name},\n\nPlease find attached your statement for ${period}. Balance at the end of the period: ${closing}.\n\nQuestions? Call ${settings.salesPhone} or write to ${settings.salesEmail}.\n\n${settings.siteName}\n`,
      html: `<p>Hello ${escapeHtml(name)},</p><p>Please find attached your statement for ${period}. Balance at the end of the period: <strong>${closing}</strong>.</p><p>Questions? Call ${escapeHtml(settings.salesPhone)} or write to ${escapeHtml(settings.salesEmail)}.</p><p>${escapeHtml(settings.siteName)}</p>`,
      attachments: [{ filename: fileName, content: pdf, contentType: "application/pdf" }],
    });
    await recordAudit(tx, { actorId, action: "statement.sent", entity: "user", entityId: userId, details: { from: range.from, to: range.to, to_email: email } });
  });
  return { to: email, delivery: "queued" as const, closingBalance: statement.closingCents / 100 };
}
