import { type DeliveryBooking, bookingLines } from "../../../../contract/delivery-booking";
import { orderLineAmounts } from "../../../../contract/line-amounts";
import type { OrderItemDto } from "../../../../contract/orders";
import { escapeHtml } from "../../../../contract/escape-html";

export type Seller = { siteName: string; salesPhone: string; salesEmail: string; headquarters: string };

// `overflow-wrap:anywhere`: a long unbroken note, name or street wraps instead of widening the page (issue 48).
const STYLES = `
  *{box-sizing:border-box} body{margin:0;padding:32px;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;overflow-wrap:anywhere}
  header{display:flex;justify-content:space-between;gap:24px;border-bottom:4px solid #ea580c;padding-bottom:16px}
  h1{margin:0;font-size:24px} h2{margin:0 0 6px;font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:#ea580c}
  .muted{color:#475569;font-size:12px} .meta{text-align:right} .meta p{margin:2px 0}
  .grid{display:grid;grid-template-columns:1fr 1fr;gap:24px;margin:24px 0} .grid p{margin:2px 0}
  table{width:100%;border-collapse:collapse;margin-top:8px} th{background:#0f172a;color:#fff;text-align:left;font-size:12px;padding:8px}
  td{padding:8px;border-bottom:1px solid #e2e8f0;vertical-align:top} .num{text-align:right;white-space:nowrap}
  .totals{margin-left:auto;margin-top:16px;width:280px} .totals td{border:0;padding:4px 8px}
  .totals tr.total td{font-weight:700;font-size:16px;border-top:2px solid #0f172a;padding-top:8px}
  section.note{margin-top:20px} section.note p{margin:0;white-space:pre-wrap}
  @media print{body{padding:0} @page{margin:16mm}}
`;

/** A complete, script-free HTML page for the print window. */
export function printDocument(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLES}</style></head><body>${body}</body></html>`;
}

export function sellerBlock(seller: Seller): string {
  return `<div><h1>${escapeHtml(seller.siteName)}</h1><p class="muted">${escapeHtml(seller.headquarters)}<br>${escapeHtml(seller.salesPhone)} · ${escapeHtml(seller.salesEmail)}</p></div>`;
}

export function addressLines(a: { street: string; city: string; state: string; postalCode: string; country: string } | null | undefined): string {
  if (!a) return "<p>No shipping address on file.</p>";
  return `<p>${escapeHtml(a.street)}</p><p>${escapeHtml(a.city)}, ${escapeHtml(a.state)} ${escapeHtml(a.postalCode)}</p><p>${escapeHtml(a.country)}</p>`;
}

/** Item, quantity, unit price (without delivery) and line total; the breakdown line shows the delivery. */
export function itemsTable(items: OrderItemDto[]): string {
  const rows = items
    .map((i) => {
      const amounts = orderLineAmounts(i);
      const details = [i.dimension, i.selectedCondition?.condition].filter(Boolean).map(escapeHtml).join(" · ");
      const muted = [details, escapeHtml(amounts.breakdown)].filter(Boolean).join("<br>");
      return `<tr><td>${escapeHtml(i.name)}<br><span class="muted">${muted}</span></td><td class="num">${i.quantity}</td><td class="num">${amounts.unitPrice}</td><td class="num">${amounts.lineTotal}</td></tr>`;
    })
    .join("");
  return `<table><thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Total</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** Rows of [label, dollars]; the last one is the total. */
export function totalsTable(rows: [string, string][]): string {
  const body = rows.map(([label, value], i) => `<tr${i === rows.length - 1 ? ' class="total"' : ""}><td>${escapeHtml(label)}</td><td class="num">${escapeHtml(value)}</td></tr>`).join("");
  return `<table class="totals"><tbody>${body}</tbody></table>`;
}

/** The booked drop (date, depot, truck, door facing, site notes); empty for an order without one. */
export function deliverySection(booking: DeliveryBooking | null | undefined): string {
  const lines = bookingLines(booking);
  if (!lines.length) return "";
  const rows = lines.map((l) => `<p>${escapeHtml(l.label)}: <strong>${escapeHtml(l.value)}</strong></p>`).join("");
  return `<section class="note"><h2>Delivery</h2>${rows}</section>`;
}
