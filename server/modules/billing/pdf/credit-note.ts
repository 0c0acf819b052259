import { loadPdfKit } from "../../../lib/pdfkit.ts";
import { formatDate, formatUsd } from "../../../../contract/money.ts";
import type { SellerInfo } from "./render.ts";
import { pdfSafe } from "./pdf-safe-text.ts";

export type CreditNote = {
  number: string;
  invoiceNumber: string;
  orderRef: string;
  /** ISO time of the refund. */
  date: string;
  customer: { name: string; email: string };
  amountCents: number;
  reason: string;
  restocked: boolean;
};

const NAVY = "#0f172a";
const ORANGE = "#ea580c";
const MUTED = "#475569";

/** The credit note a refund gives the customer against their invoice (Letter, one page). */
export async function renderCreditNotePdf(typed: CreditNote, seller: SellerInfo, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const PdfDocument = await loadPdfKit();
  const note = pdfSafe(typed);
  const s = pdfSafe(seller);
  const doc = new PdfDocument({ size: "LETTER", margin: 50, compress: opts.compress ?? true, info: { Title: `Credit note ${note.number}`, Author: s.siteName } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.rect(0, 0, 612, 8).fill(ORANGE);
  doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(22).text(s.siteName, 50, 40);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(s.headquarters).text(`Phone: ${s.salesPhone}`).text(`Email: ${s.salesEmail}`);
  doc.font("Helvetica-Bold").fontSize(20).fillColor(NAVY).text("CREDIT NOTE", 330, 40, { width: 232, align: "right" });
  doc.font("Helvetica").fontSize(10);
  for (const line of [`Credit note: ${note.number}`, `Against invoice: ${note.invoiceNumber}`, `Order: #${note.orderRef}`, `Date: ${formatDate(note.date)}`]) {
    doc.text(line, 300, undefined, { width: 262, align: "right" });
  }
  doc.font("Helvetica-Bold").fontSize(11).fillColor(ORANGE).text("CREDITED TO", 50, 160);
  doc.font("Helvetica").fontSize(10).fillColor(NAVY).text(note.customer.name).text(note.customer.email);
  doc.rect(50, 230, 512, 20).fill(NAVY);
  doc.font("Helvetica-Bold").fontSize(9).fillColor("#ffffff").text("REASON", 56, 236).text("AMOUNT REFUNDED", 400, 236, { width: 156, align: "right" });
  doc.font("Helvetica").fontSize(10).fillColor(NAVY).text(note.reason, 56, 258, { width: 330 });
  doc.text(formatUsd(note.amountCents / 100), 400, 258, { width: 156, align: "right" });
  const y = Math.max(doc.y, 280) + 16;
  doc.font("Helvetica-Bold").fontSize(12).text(`Total credited: ${formatUsd(note.amountCents / 100)}`, 300, y, { width: 262, align: "right" });
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(
    `Refunded to the card used for the payment; banks take 5-10 business days to show it.${note.restocked ? " The returned unit was received at our depot." : ""}`,
    50,
    y + 30,
    { width: 512 },
  );
  doc.end();
  return done;
}
