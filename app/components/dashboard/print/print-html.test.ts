import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../../contract/settings";
import type { InvoiceDto, OrderDto } from "../../../../contract/orders";
import { invoiceHtml } from "./invoice-html";
import { receiptHtml } from "./receipt-html";

const address = { street: "1 <b>Harbor</b> Way", city: "Miami", state: "FL", postalCode: "33101", country: "USA" };
const item = {
  productId: "p1", name: "20ft <script>alert(1)</script>", sku: null, image: null, dimension: "20ft", price: 3000, itemPrice: 3000, quantity: 1,
  totalPrice: 3450, deliveryMethod: "crane", deliveryPrice: 450, selectedCondition: { condition: "New" }, selectedDelivery: { method: "crane", price: 450 },
};
const invoice: InvoiceDto = {
  id: "i1", invoiceNumber: "INV-1001", kind: "order", orderId: "abcdef12-0000-4000-8000-000000000000", userId: "u1", user: { name: "Ann", email: "ann@example.com" },
  issueDate: "2026-05-01T00:00:00Z", dueDate: "2026-05-31T00:00:00Z", status: "paid", paidAt: "2026-05-02T10:00:00Z", subtotal: 3000, tax: 180, shipping: 450, discount: 0,
  total: 3630, amountPaid: 3630, amountRefunded: 0, balance: 0, notes: null, terms: "Net 30", items: [item], shippingAddress: address, delivery: null,
};
const booking = {
  date: "2026-12-02", depot: { id: "d1", name: "Miami", city: "Miami", state: "FL" }, truck: "tilt-bed", miles: 12, doorFacing: "cab",
  groundSurface: "gravel", clearanceConfirmed: true, siteNotes: "Gate <b>4411</b>",
};

describe("print documents", () => {
  it("invoice: no discount line at 0, terms shown, notes left out when empty", () => {
    const html = invoiceHtml(invoice, DEFAULT_SETTINGS);
    expect(html).not.toContain("Discount");
    expect(html).toContain("Net 30");
    expect(html).not.toContain("Notes");
    expect(html).toContain("$3,630.00");
    expect(html).toContain("Order #ABCDEF12");
  });

  it("invoice: a paid invoice says when it was paid, an open one when it is due (issue 18)", () => {
    const paid = invoiceHtml(invoice, DEFAULT_SETTINGS);
    expect(paid).toContain("Paid May 2, 2026");
    expect(paid).not.toContain("Due ");
    expect(invoiceHtml({ ...invoice, status: "sent", paidAt: null }, DEFAULT_SETTINGS)).toContain("Due May 31, 2026");
  });

  it("items: unit price without delivery, the delivery and the line total, worded as everywhere else (issue 18)", () => {
    const html = invoiceHtml({ ...invoice, items: [{ ...item, quantity: 2, totalPrice: 6900 }] }, DEFAULT_SETTINGS);
    // The delivery of the whole line (total − quantity × unit, docs/decisions/024), not a per-unit price.
    expect(html).toContain("2 × $3,000.00 + $900.00 crane delivery = $6,900.00");
    expect(html).not.toContain("$3,450.00");
  });

  it("invoice: a discount above 0 and notes are printed", () => {
    const html = invoiceHtml({ ...invoice, discount: 25, total: 3605, notes: "Call ahead" }, DEFAULT_SETTINGS);
    expect(html).toContain("-$25.00");
    expect(html).toContain("Call ahead");
  });

  it("receipt: escapes what users typed and keeps the document script-free", () => {
    const order: OrderDto = {
      id: "abcdef12-0000-4000-8000-000000000000", userId: "u1", createdAt: "2026-05-01T00:00:00Z", status: "shipped", paymentMethod: "card",
      paymentStatus: "paid", trackingNumber: "1Z999", shippingAddress: address, items: [item], subtotal: 3000, shipping: 450, tax: 180, total: 3630, invoiceId: null,
      amountPaid: 3630, amountRefunded: 0, depositAmount: null, balanceDue: 0, creditNotes: [],
      delivery: null,
    };
    const html = receiptHtml(order, DEFAULT_SETTINGS, { name: "Ann", email: "ann@example.com" });
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("&lt;b&gt;Harbor&lt;/b&gt;");
    expect(html).toContain("Billed To");
    expect(html).toContain("Tracking: 1Z999");
    expect(html).not.toContain("Delivery");
    const booked = receiptHtml({ ...order, delivery: booking }, DEFAULT_SETTINGS, { name: "Ann", email: "ann@example.com" });
    for (const text of ["Delivery date: <strong>Wed, Dec 2, 2026</strong>", "Miami, FL", "Tilt-bed truck", "Doors towards the truck cab", "Gate &lt;b&gt;4411&lt;/b&gt;"]) expect(booked).toContain(text);
  });

  it("invoice: prints the booked delivery when there is one (issue 17)", () => {
    const html = invoiceHtml({ ...invoice, delivery: booking }, DEFAULT_SETTINGS);
    expect(html).toContain("Delivery date: <strong>Wed, Dec 2, 2026</strong>");
    expect(html).toContain("Ships from: <strong>Miami, FL</strong>");
  });
});
