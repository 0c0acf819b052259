import type PdfKit from "pdfkit";
import { loadPdfKit } from "../../../lib/pdfkit.ts";
import { bookingLines } from "../../../../contract/delivery-booking.ts";
import { orderLineAmounts } from "../../../../contract/line-amounts.ts";
import { formatDate, formatUsd } from "../../../../contract/money.ts";
import { type InvoiceDto, type OrderItemDto, invoiceDateLine, shortId } from "../../../../contract/orders.ts";
import type { SiteSettings } from "../../../../contract/settings.ts";
import { pdfSafe } from "./pdf-safe-text.ts";

type Doc = InstanceType<typeof PdfKit>;
export type SellerInfo = Pick<SiteSettings, "siteName" | "salesPhone" | "salesEmail" | "headquarters">;

const NAVY = "#0f172a";
const ORANGE = "#ea580c";
const MUTED = "#475569";
const LEFT = 50;
const RIGHT = 562; // Letter width 612 minus the 50 pt margin
const COLUMNS = { item: LEFT, qty: 330, unit: 380, amount: 470 } as const;

function header(doc: Doc, invoice: InvoiceDto, seller: SellerInfo) {
  doc.rect(0, 0, 612, 8).fill(ORANGE);
  doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(22).text(seller.siteName, LEFT, 40);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  doc.text(seller.headquarters).text(`Phone: ${seller.salesPhone}`).text(`Email: ${seller.salesEmail}`);
  doc.font("Helvetica-Bold").fontSize(20).fillColor(NAVY).text("INVOICE", 350, 40, { width: RIGHT - 350, align: "right" });
  doc.font("Helvetica").fontSize(10).fillColor(NAVY);
  const meta = [
    `Invoice number: ${invoice.invoiceNumber}`,
    `Issue date: ${formatDate(invoice.issueDate)}`,
    // A paid invoice says when it was paid, not when it was due.
    invoice.status === "paid" ? `Paid on: ${invoiceDateLine(invoice).date}` : invoice.status === "refunded" ? invoiceDateLine(invoice).text : `Due date: ${formatDate(invoice.dueDate)}`,
    `Status: ${invoice.status.toUpperCase()}`,
  ];
  for (const line of meta) doc.text(line, 300, undefined, { width: RIGHT - 300, align: "right" });
}

function billedTo(doc: Doc, invoice: InvoiceDto, top: number) {
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(`Order #${shortId(invoice.orderId)}`, LEFT, top, { width: RIGHT - LEFT, align: "right" });
  doc.font("Helvetica-Bold").fontSize(11).fillColor(ORANGE).text("BILLED TO", LEFT, top);
  doc.font("Helvetica").fontSize(10).fillColor(NAVY).text(invoice.user.name).text(invoice.user.email);
  const a = invoice.shippingAddress;
  if (a) doc.text(a.street).text(`${a.city}, ${a.state} ${a.postalCode}`).text(a.country);
}

/** The booked drop beside "Billed to" (date, depot, truck, door facing, site notes); nothing for an unbooked order. */
function delivery(doc: Doc, invoice: InvoiceDto, top: number): number {
  const lines = bookingLines(invoice.delivery);
  if (!lines.length) return top;
  const x = 320;
  doc.font("Helvetica-Bold").fontSize(11).fillColor(ORANGE).text("DELIVERY", x, top + 14);
  doc.fontSize(9);
  for (const line of lines) {
    doc.font("Helvetica-Bold").fillColor(NAVY).text(`${line.label}: `, x, undefined, { continued: true, width: RIGHT - x });
    doc.font("Helvetica").text(line.value, { width: RIGHT - x });
  }
  return doc.y;
}

/** Name, options, then how the amount is made up (unit price and delivery shown apart, as on the receipt). */
function itemLabel(item: OrderItemDto) {
  const details = [item.dimension, item.selectedCondition?.condition].filter(Boolean);
  return [item.name, details.join(" · "), orderLineAmounts(item).breakdown].filter(Boolean).join("\n");
}

function itemsTable(doc: Doc, items: OrderItemDto[], top: number): number {
  doc.rect(LEFT, top, RIGHT - LEFT, 20).fill(NAVY);
  doc.font("Helvetica-Bold").fontSize(9).fillColor("#ffffff");
  doc.text("ITEM", COLUMNS.item + 6, top + 6);
  doc.text("QTY", COLUMNS.qty, top + 6, { width: 40, align: "right" });
  doc.text("UNIT PRICE", COLUMNS.unit, top + 6, { width: 80, align: "right" });
  doc.text("AMOUNT", COLUMNS.amount, top + 6, { width: RIGHT - COLUMNS.amount - 6, align: "right" });
  let y = top + 28;
  doc.font("Helvetica").fontSize(10).fillColor(NAVY);
  for (const item of items) {
    if (y > 680) {
      doc.addPage();
      y = 50;
    }
    const label = itemLabel(item);
    const height = doc.heightOfString(label, { width: COLUMNS.qty - COLUMNS.item - 16 });
    doc.text(label, COLUMNS.item + 6, y, { width: COLUMNS.qty - COLUMNS.item - 16 });
    doc.text(String(item.quantity), COLUMNS.qty, y, { width: 40, align: "right" });
    doc.text(orderLineAmounts(item).unitPrice, COLUMNS.unit, y, { width: 80, align: "right" });
    doc.text(orderLineAmounts(item).lineTotal, COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount - 6, align: "right" });
    y += Math.max(height, 14) + 10;
    doc.moveTo(LEFT, y - 5).lineTo(RIGHT, y - 5).strokeColor("#e2e8f0").lineWidth(0.5).stroke();
  }
  return y;
}

function totals(doc: Doc, invoice: InvoiceDto, top: number): number {
  const rows: [string, number][] = [
    ["Subtotal", invoice.subtotal],
    ["Tax", invoice.tax],
    ["Shipping", invoice.shipping],
  ];
  // A discount line only when there is one (SPEC: "discount (only if above 0)").
  if (invoice.discount > 0) rows.push(["Discount", -invoice.discount]);
  let y = top + 6;
  doc.font("Helvetica").fontSize(10).fillColor(NAVY);
  if (invoice.taxExemptCertificate) {
    // Why the tax is 0: the auditor's first question (ADR 087).
    doc.fontSize(9).fillColor(MUTED).text(`Tax exempt: certificate ${invoice.taxExemptCertificate}`, LEFT, y, { width: 290 });
    doc.fontSize(10).fillColor(NAVY);
  }
  for (const [label, value] of rows) {
    doc.text(label, 360, y, { width: 100 });
    doc.text(value < 0 ? `-${formatUsd(-value)}` : formatUsd(value), 460, y, { width: RIGHT - 466, align: "right" });
    y += 16;
  }
  doc.rect(355, y, RIGHT - 355, 24).fill("#fff7ed");
  doc.font("Helvetica-Bold").fontSize(12).fillColor(NAVY).text("Total", 360, y + 6, { width: 100 });
  doc.text(formatUsd(invoice.total), 460, y + 6, { width: RIGHT - 466, align: "right" });
  return y + 40;
}

function notes(doc: Doc, invoice: InvoiceDto, top: number) {
  let y = top;
  for (const [title, body] of [["Notes", invoice.notes], ["Terms", invoice.terms]] as const) {
    if (!body) continue;
    doc.font("Helvetica-Bold").fontSize(10).fillColor(ORANGE).text(title, LEFT, y);
    doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(body, LEFT, undefined, { width: RIGHT - LEFT });
    y = doc.y + 12;
  }
}

/**
 * The printable invoice as a PDF (Letter). `compress: false` keeps the text streams readable, which tests use
 * to check what the document says; downloads are compressed.
 */
export async function renderInvoicePdf(typed: InvoiceDto, seller: SellerInfo, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const PdfDocument = await loadPdfKit();
  // What people typed, in characters Helvetica can show (an emoji printed as "Ø=Þ¢").
  const invoice = pdfSafe(typed);
  const settings = pdfSafe(seller);
  const doc = new PdfDocument({
    size: "LETTER",
    margin: 50,
    compress: opts.compress ?? true,
    info: { Title: `Invoice ${invoice.invoiceNumber}`, Author: settings.siteName, Subject: `Invoice ${invoice.invoiceNumber}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  header(doc, invoice, settings);
  billedTo(doc, invoice, 150);
  const afterBilled = doc.y;
  const afterDelivery = delivery(doc, invoice, 150);
  const afterItems = itemsTable(doc, invoice.items, Math.max(afterBilled + 24, afterDelivery + 24, 250));
  const afterTotals = totals(doc, invoice, afterItems > 640 ? (doc.addPage(), 50) : afterItems);
  notes(doc, invoice, afterTotals);
  doc.end();
  return done;
}
