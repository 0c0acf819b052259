import { loadPdfKit } from "../../../lib/pdfkit.ts";
import { formatDate, formatUsd } from "../../../../contract/money.ts";
import type { OfferDto } from "../../../../contract/offers.ts";
import type { SellerInfo } from "../../billing/index.ts";
import { pdfSafe } from "../../billing/index.ts";

const NAVY = "#0f172a";
const ORANGE = "#ea580c";
const MUTED = "#475569";

/** The offer as a PDF (Letter): lines, delivery, discount, tax, total, terms and expiry. */
export async function renderOfferPdf(typed: OfferDto, seller: SellerInfo): Promise<Buffer> {
  const PdfDocument = await loadPdfKit();
  const o = pdfSafe(typed);
  const s = pdfSafe(seller);
  const doc = new PdfDocument({ size: "LETTER", margin: 50, info: { Title: `Offer ${o.number}`, Author: s.siteName } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.rect(0, 0, 612, 8).fill(ORANGE);
  doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(22).text(s.siteName, 50, 40);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(s.headquarters).text(`Phone: ${s.salesPhone}`).text(`Email: ${s.salesEmail}`);
  doc.font("Helvetica-Bold").fontSize(20).fillColor(NAVY).text("OFFER", 330, 40, { width: 232, align: "right" });
  doc.font("Helvetica").fontSize(10);
  for (const line of [`Offer: ${o.number}`, `Valid until: ${formatDate(o.expiresOn)}`, ...(o.deliveryOn ? [`Planned delivery: ${formatDate(o.deliveryOn)}`] : [])]) doc.text(line, 300, undefined, { width: 262, align: "right" });
  doc.font("Helvetica-Bold").fontSize(11).fillColor(ORANGE).text("PREPARED FOR", 50, 150);
  doc.font("Helvetica").fontSize(10).fillColor(NAVY).text(o.customerName).text(o.email);
  let y = 220;
  doc.rect(50, y, 512, 20).fill(NAVY);
  doc.font("Helvetica-Bold").fontSize(9).fillColor("#ffffff").text("ITEM", 56, y + 6).text("QTY", 330, y + 6, { width: 40, align: "right" }).text("UNIT", 380, y + 6, { width: 80, align: "right" }).text("AMOUNT", 470, y + 6, { width: 86, align: "right" });
  y += 28;
  doc.font("Helvetica").fontSize(10).fillColor(NAVY);
  for (const l of o.lines) {
    if (y > 660) {
      doc.addPage();
      y = 50;
    }
    const label = [l.name, [l.dimension, l.condition].filter(Boolean).join(" / ")].filter(Boolean).join("\n");
    doc.text(label, 56, y, { width: 260 });
    const bottom = doc.y;
    doc.text(String(l.quantity), 330, y, { width: 40, align: "right" }).text(formatUsd(l.unitPrice), 380, y, { width: 80, align: "right" }).text(formatUsd(l.total), 470, y, { width: 86, align: "right" });
    y = Math.max(bottom, doc.y) + 8;
  }
  const rows: [string, string][] = [["Subtotal", formatUsd(o.subtotal)]];
  if (o.discount) rows.push(["Discount", `-${formatUsd(o.discount)}`]);
  rows.push(["Delivery", formatUsd(o.delivery)], [`Sales tax${o.shipToState ? ` (${o.shipToState} ${o.taxRatePercent}%)` : ""}`, formatUsd(o.tax)], ["Total", formatUsd(o.total)]);
  y += 8;
  for (const [k, v] of rows) {
    doc.font(k === "Total" ? "Helvetica-Bold" : "Helvetica").text(k, 330, y, { width: 130, align: "right" }).text(v, 470, y, { width: 86, align: "right" });
    y += 16;
  }
  const terms = o.paymentTerms === "net30" ? "Net 30 on invoice, with your PO number (approved accounts)." : o.paymentTerms === "deposit" ? `${o.depositPercent}% deposit on acceptance (${formatUsd(o.dueOnAcceptance)}); the balance is due before delivery.` : "Payment in full on acceptance.";
  doc.font("Helvetica-Bold").fontSize(10).fillColor(ORANGE).text("PAYMENT TERMS", 50, y + 12);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(terms, 50, undefined, { width: 512 });
  if (o.notes) doc.font("Helvetica-Bold").fontSize(10).fillColor(ORANGE).text("NOTES", 50, doc.y + 10).font("Helvetica").fontSize(9).fillColor(MUTED).text(o.notes, 50, undefined, { width: 512 });
  doc.end();
  return done;
}
