import { formatDate, formatUsd } from "../../../../contract/money.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import type { DayRange } from "../accounting/export-csv.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { type MailBrand, composeMail, figures, mailBrand, paragraph } from "../../../lib/mail-kit/compose.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { customerStatement } from "./statement.ts";
import { renderStatementPdf, statementFileName } from "./statement-pdf.ts";

type Deps = Pick<AppDeps, "db" | "mailer" | "env">;

/** The statement PDF for a period, with its file name. */
export async function statementPdf(db: AppDeps["db"], userId: string, range: DayRange) {
  const statement = await customerStatement(db, userId, range);
  return { statement, pdf: await renderStatementPdf(statement, await getSiteSettings(db)), fileName: statementFileName(statement) };
}

/** The statement's mail: the period and its closing balance, the PDF attached. */
export function statementMail(o: { to: string; name: string; period: string; closing: string; brand: MailBrand; pdf?: { filename: string; content: Buffer } }) {
  const { brand } = o;
  return composeMail({
    to: o.to,
    subject: `${brand.siteName} statement ${o.period} (balance ${o.closing})`,
    heading: `Your statement, ${o.period}`,
    brand,
    blocks: [
      paragraph(`Hello ${o.name},`),
      paragraph(`Please find attached your statement for ${o.period}. Balance at the end of the period: ${o.closing}.`),
      figures([{ label: "Balance at the end of the period", value: o.closing, strong: true }]),
      paragraph(`Questions? Call ${brand.salesPhone} or write to ${brand.salesEmail}.`),
    ],
    ...(o.pdf ? { attachments: [{ ...o.pdf, contentType: "application/pdf" }] } : {}),
  });
}

/** Mails the statement to the customer with the PDF attached, through the outbox; the mail and the audit line commit together. */
export async function sendStatement(deps: Deps, actorId: string, userId: string, range: DayRange) {
  const { statement, pdf, fileName } = await statementPdf(deps.db, userId, range);
  const settings = await getSiteSettings(deps.db);
  const period = `${formatDate(range.from)} – ${formatDate(range.to)}`;
  const closing = formatUsd(statement.closingCents / 100);
  const { name, email } = statement.customer;
  await deps.db.transaction(async (tx) => {
    await deps.mailer.enqueue(tx, await statementMail({ to: email, name, period, closing, brand: mailBrand(settings, deps.env.PUBLIC_URL), pdf: { filename: fileName, content: pdf } }));
    await recordAudit(tx, { actorId, action: "statement.sent", entity: "user", entityId: userId, details: { from: range.from, to: range.to, to_email: email } });
  });
  return { to: email, delivery: "queued" as const, closingBalance: statement.closingCents / 100 };
}
