import { loadPdfKit } from "../../../lib/pdfkit.ts";
import { formatDate, formatUsd } from "../../../../contract/money.ts";
import type { RentalDto } from "../../../../contract/rentals.ts";
import { pdfSafe } from "../pdf/pdf-safe-text.ts";
import type { SellerInfo } from "../pdf/render.ts";

/** The terms every agreement states; the figures come from the agreement itself. */
export function agreementTerms(r: RentalDto): string[] {
  return [
    `Rent is ${formatUsd(r.monthlyAmount)} per monthly cycle, charged in advance to the card on file on the ${Number(r.startDate.slice(8, 10))}th of each month (the last day of shorter months). Cycles are whole: no proration.`,
    `The minimum term ends on ${formatDate(r.minimumEndDate)}. A pick-up may be requested for that day or later; the cycle it falls in is the last one billed.`,
    `A pick-up fee of ${formatUsd(r.pickupFee)} is charged on the pick-up date. The refundable deposit of ${formatUsd(r.deposit)} is returned within 14 days of the pick-up, less the cost of damage beyond normal wear.`,
    "If a monthly charge is declined, the agreement is overdue: we e-mail a payment link on the day and after 3 and 7 days. The unit may be collected if it stays unpaid.",
    "The unit stays our property and may not be moved from the delivery address without our written consent.",
    ...(r.buyoutPrice !== null ? [`Rent-to-own: the unit may be bought at any time during the agreement; a share of the rent paid is credited against the purchase price (today: ${formatUsd(r.buyoutPrice)}).`] : []),
  ];
}

/** The rental agreement as a PDF (Letter): parties, unit, dates, money and terms. */
export async function renderAgreementPdf(typed: RentalDto, customer: { name: string; email: string }, seller: SellerInfo, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const PdfDocument = await loadPdfKit();
  const r = pdfSafe(typed);
  const s = pdfSafe(seller);
  const doc = new PdfDocument({ size: "LETTER", margin: 50, compress: opts.compress ?? true, info: { Title: `Rental agreement ${r.id.slice(0, 8)}`, Author: s.siteName } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.rect(0, 0, 612, 8).fill("#ea580c");
  doc.fillColor("#0f172a").font("Helvetica-Bold").fontSize(20).text("RENTAL AGREEMENT", 50, 40);
  doc.font("Helvetica").fontSize(10).fillColor("#475569").text(`${s.siteName} · ${s.headquarters} · ${s.salesPhone} · ${s.salesEmail}`);
  doc.moveDown().fillColor("#0f172a").fontSize(11);
  const rows: [string, string][] = [
    ["Agreement", r.id],
    ["Customer", `${pdfSafe(customer.name)} <${customer.email}>`],
    ["Unit", [r.productName, r.variant].filter(Boolean).join(", ")],
    ["Depot", r.depot ? `${r.depot.name}, ${r.depot.city}, ${r.depot.state}` : "Assigned at delivery"],
    ["Start (delivery) date", formatDate(r.startDate)],
    ["Monthly amount", formatUsd(r.monthlyAmount)],
    ["Minimum end date", formatDate(r.minimumEndDate)],
    ["Refundable deposit", formatUsd(r.deposit)],
    ["Pick-up fee", formatUsd(r.pickupFee)],
    ["Card on file", r.card?.last4 ? `${r.card.brand ?? "card"} ending ${r.card.last4}` : "None"],
  ];
  for (const [k, v] of rows) doc.font("Helvetica-Bold").text(`${k}: `, { continued: true }).font("Helvetica").text(v);
  doc.moveDown().font("Helvetica-Bold").fontSize(12).fillColor("#ea580c").text("TERMS");
  doc.font("Helvetica").fontSize(10).fillColor("#0f172a");
  agreementTerms(r).forEach((t, i) => doc.text(`${i + 1}. ${t}`, { width: 512 }).moveDown(0.4));
  doc.end();
  return done;
}

export const agreementFileName = (id: string) => `rental-agreement-${id.slice(0, 8)}.pdf`;
