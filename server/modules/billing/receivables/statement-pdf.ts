import { formatDate, formatUsd } from "../../../../contract/money.ts";
import { loadPdfKit } from "../../../lib/pdfkit.ts";
import { pdfSafe } from "../pdf/pdf-safe-text.ts";
import type { SellerInfo } from "../pdf/render.ts";
import type { Statement } from "./statement.ts";

const NAVY = "#0f172a";
const ORANGE = "#ea580c";
const MUTED = "#475569";
const LEFT = 50;
const RIGHT = 562;
const COLS = { date: LEFT, what: 120, charge: 330, credit: 410, balance: 490 } as const;
const usd = (cents: number) => formatUsd(cents / 100);

export const statementFileName = (s: Statement) => `statement-${s.range.from}-to-${s.range.to}.pdf`;

/** The customer's statement (Letter): opening balance, each movement with the running balance, closing balance. */
export async function renderStatementPdf(statement: Statement, sellerIn: SellerInfo): Promise<Buffer> {
  const PdfDocument = await loadPdfKit();
  const s = pdfSafe(sellerIn);
  const customer = pdfSafe(statement.customer);
  const doc = new PdfDocument({ size: "LETTER", margin: 50, info: { Title: `Statement ${statement.range.from} to ${statement.range.to}`, Author: s.siteName } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.rect(0, 0, 612, 8).fill(ORANGE);
  doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(22).text(s.siteName, LEFT, 40);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(s.headquarters).text(`Phone: ${s.salesPhone}`).text(`Email: ${s.salesEmail}`);
  doc.font("Helvetica-Bold").fontSize(20).fillColor(NAVY).text("STATEMENT", 330, 40, { width: RIGHT - 330, align: "right" });
  doc.font("Helvetica").fontSize(10).text(`Period: ${formatDate(statement.range.from)} – ${formatDate(statement.range.to)}`, 250, undefined, { width: RIGHT - 250, align: "right" });
  doc.font("Helvetica-Bold").fontSize(11).fillColor(ORANGE).text("STATEMENT FOR", LEFT, 150);
  doc.font("Helvetica").fontSize(10).fillColor(NAVY).text(customer.name).text(customer.email);
  let y = 210;
  doc.rect(LEFT, y, RIGHT - LEFT, 20).fill(NAVY);
  doc.font("Helvetica-Bold").fontSize(9).fillColor("#ffffff");
  doc.text("DATE", COLS.date + 6, y + 6).text("DESCRIPTION", COLS.what, y + 6);
  for (const [label, x] of [["CHARGES", COLS.charge], ["CREDITS", COLS.credit], ["BALANCE", COLS.balance]] as const) doc.text(label, x, y + 6, { width: 66, align: "right" });
  y += 28;
  const row = (date: string, what: string, charge: string, credit: string, balance: string, bold = false) => {
    if (y > 700) {
      doc.addPage();
      y = 50;
    }
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9).fillColor(NAVY);
    doc.text(date, COLS.date + 6, y).text(pdfSafe(what), COLS.what, y, { width: 200 });
    doc.text(charge, COLS.charge, y, { width: 66, align: "right" }).text(credit, COLS.credit, y, { width: 66, align: "right" }).text(balance, COLS.balance, y, { width: 66, align: "right" });
    y += 18;
  };
  row(formatDate(statement.range.from), "Opening balance", "", "", usd(statement.openingCents), true);
  for (const l of statement.lines) row(formatDate(l.at.toISOString()), l.description.includes(l.reference) ? l.description : `${l.description} (${l.reference})`, l.chargeCents ? usd(l.chargeCents) : "", l.creditCents ? usd(l.creditCents) : "", usd(l.balanceCents));
  if (!statement.lines.length) row("", "No invoices, payments or refunds in this period.", "", "", "");
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor(MUTED).stroke();
  y += 8;
  row(formatDate(statement.range.to), "Closing balance", "", "", usd(statement.closingCents), true);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(
    statement.closingCents > 0 ? `Amount due: ${usd(statement.closingCents)}. Pay by card from your account's Invoices page, or by wire or check: call ${s.salesPhone}.` : "Nothing is owed at the end of this period. Thank you.",
    LEFT, y + 14, { width: RIGHT - LEFT },
  );
  doc.end();
  return done;
}
