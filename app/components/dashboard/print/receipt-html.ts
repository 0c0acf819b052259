import { formatDate, formatUsd } from "../../../../contract/money";
import { type OrderDto, shortId } from "../../../../contract/orders";
import { escapeHtml } from "../../../../contract/escape-html";
import { type Seller, addressLines, deliverySection, itemsTable, printDocument, sellerBlock, totalsTable } from "./print-document";

/** The order receipt of SPEC section 2: Billed To (the shipping address), status, payment, tracking, items, totals. */
export function receiptHtml(order: OrderDto, seller: Seller, customer: { name: string; email: string }): string {
  const id = shortId(order.id);
  const body = `
    <header>${sellerBlock(seller)}
      <div class="meta"><h1>Receipt</h1><p>Order #${escapeHtml(id)}</p><p>${escapeHtml(formatDate(order.createdAt))}</p></div>
    </header>
    <div class="grid">
      <section><h2>Billed To</h2><p><strong>${escapeHtml(customer.name)}</strong></p><p>${escapeHtml(customer.email)}</p>${addressLines(order.shippingAddress)}</section>
      <section><h2>Order</h2>
        <p>Status: <strong>${escapeHtml(order.status)}</strong></p>
        <p>Payment method: ${escapeHtml(order.paymentMethod)}</p>
        <p>Payment status: <strong>${escapeHtml(order.paymentStatus)}</strong></p>
        <p>Tracking: ${escapeHtml(order.trackingNumber ?? "Not yet assigned")}</p>
      </section>
    </div>
    ${deliverySection(order.delivery)}
    ${itemsTable(order.items)}
    ${totalsTable([
      ["Subtotal", formatUsd(order.subtotal)],
      ["Shipping", formatUsd(order.shipping)],
      ["Tax", formatUsd(order.tax)],
      ["Total", formatUsd(order.total)],
    ])}
    <p class="muted">Thank you for your order. Questions? Call ${escapeHtml(seller.salesPhone)}.</p>`;
  return printDocument(`Receipt ${id} – ${seller.siteName}`, body);
}
