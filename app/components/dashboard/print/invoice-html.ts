import { formatDate, formatUsd } from "../../../../contract/money";
import { type InvoiceDto, invoiceDateLine, shortId } from "../../../../contract/orders";
import { escapeHtml } from "../../../../contract/escape-html";
import { type Seller, addressLines, deliverySection, itemsTable, printDocument, sellerBlock, totalsTable } from "./print-document";

/** The printable invoice: the discount line only when above 0, then notes and terms when present. */
export function invoiceHtml(invoice: InvoiceDto, seller: Seller): string {
  const totals: [string, string][] = [
    ["Subtotal", formatUsd(invoice.subtotal)],
    ["Tax", formatUsd(invoice.tax)],
    ["Shipping", formatUsd(invoice.shipping)],
  ];
  if (invoice.discount > 0) totals.push(["Discount", `-${formatUsd(invoice.discount)}`]);
  totals.push(["Total", formatUsd(invoice.total)]);
  const note = (title: string, text: string | null) => (text ? `<section class="note"><h2>${title}</h2><p>${escapeHtml(text)}</p></section>` : "");
  const body = `
    <header>${sellerBlock(seller)}
      <div class="meta"><h1>Invoice</h1><p>${escapeHtml(invoice.invoiceNumber)}</p>
        <p>Issued ${escapeHtml(formatDate(invoice.issueDate))}</p><p>${escapeHtml(invoiceDateLine(invoice).text)}</p>
        <p>Status: <strong>${escapeHtml(invoice.status)}</strong></p></div>
    </header>
    <div class="grid">
      <section><h2>Billed To</h2><p><strong>${escapeHtml(invoice.user.name)}</strong></p><p>${escapeHtml(invoice.user.email)}</p>${addressLines(invoice.shippingAddress)}</section>
      <section><h2>Order</h2><p>Order #${escapeHtml(shortId(invoice.orderId))}</p></section>
    </div>
    ${deliverySection(invoice.delivery)}
    ${itemsTable(invoice.items)}
    ${totalsTable(totals)}
    ${note("Tax exempt", invoice.taxExemptCertificate ? `Certificate ${invoice.taxExemptCertificate}` : null)}
    ${note("Notes", invoice.notes)}
    ${note("Terms", invoice.terms)}`;
  return printDocument(`Invoice ${invoice.invoiceNumber} – ${seller.siteName}`, body);
}
