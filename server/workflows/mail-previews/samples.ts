import type { InvoiceDto, OrderDto, OrderItemDto } from "../../../contract/orders.ts";
import type { OfferDto } from "../../../contract/offers.ts";
import type { DeliveryBooking } from "../../../contract/delivery-booking.ts";

/*
 * The sample a preview renders: one customer, one order of two 20ft containers to a Florida site, its invoice, an
 * offer and a rental, worked out by hand so every figure adds up (2 × $3,000.00 + $1,300.00 crane delivery; 6 %
 * Florida tax on $6,000.00 = $360.00; $7,660.00 in all; a 30 % deposit of $2,298.00 leaves $5,362.00).
 */
export const CUSTOMER = { name: "Dana Whitfield", email: "dana@example.com" };
export const ORDER_ID = "5f3c2a10-8d4e-4b7a-9c21-6a0f1e2d3b4c";
export const AGREEMENT_ID = "7b1d9e42-3c5a-4f68-8e0d-2a4b6c8d0e1f";
export const ADDRESS = { street: "1 Harbor Way", city: "Miami", state: "FL", postalCode: "33101", country: "USA" };

export const BOOKING: DeliveryBooking = {
  date: "2026-12-09",
  depot: { id: "depot-miami", name: "Miami depot", city: "Miami", state: "FL" },
  truck: "crane",
  miles: 12,
  doorFacing: "cab",
  groundSurface: "gravel",
  clearanceConfirmed: true,
  siteNotes: null,
};

const LINE: OrderItemDto = {
  productId: null,
  name: "20ft Standard Container",
  sku: "CNT-20-STD",
  image: null,
  dimension: "20ft",
  price: 3000,
  itemPrice: 3000,
  quantity: 2,
  totalPrice: 7300,
  deliveryMethod: "crane",
  deliveryPrice: 1300,
  selectedCondition: { condition: "New" },
  selectedDelivery: { method: "crane", price: 1300 },
};

export const ORDER: OrderDto = {
  id: ORDER_ID,
  userId: "sample",
  createdAt: "2026-11-25T15:00:00.000Z",
  status: "confirmed",
  paymentMethod: "card",
  paymentStatus: "paid",
  trackingNumber: null,
  shippingAddress: { ...ADDRESS, phone: null },
  items: [LINE],
  subtotal: 6000,
  shipping: 1300,
  tax: 360,
  total: 7660,
  invoiceId: null,
  amountPaid: 7660,
  amountRefunded: 0,
  depositAmount: null,
  balanceDue: 0,
  creditNotes: [],
  delivery: BOOKING,
  rental: null,
};

export const PAID_IN_FULL = { paidCents: 766000, balanceCents: 0, balanceDueBy: null, line: "Total paid: $7,660.00", inFull: true };
export const DEPOSIT_PAID = { paidCents: 229800, balanceCents: 536200, balanceDueBy: "2026-12-09", line: "Deposit paid $2,298.00, balance $5,362.00 due by Dec 9, 2026", inFull: false };

export const INVOICE: InvoiceDto = {
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  invoiceNumber: "INV-001042",
  kind: "order",
  rental: null,
  orderId: ORDER_ID,
  userId: "sample",
  user: CUSTOMER,
  issueDate: "2026-11-25",
  dueDate: "2026-12-25",
  status: "sent",
  paidAt: null,
  subtotal: 6000,
  tax: 360,
  shipping: 1300,
  discount: 0,
  total: 7660,
  amountPaid: 2298,
  amountRefunded: 0,
  balance: 5362,
  notes: null,
  terms: null,
  items: [LINE],
  shippingAddress: { ...ADDRESS, phone: null },
  delivery: BOOKING,
};

export const OFFER: OfferDto = {
  id: "3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b",
  number: "OF-1042",
  status: "sent",
  email: CUSTOMER.email,
  customerName: CUSTOMER.name,
  userId: null,
  quoteRequestId: null,
  lines: [
    { kind: "catalog", productId: null, name: "20ft Standard Container", dimension: "20ft", condition: "New", description: null, quantity: 2, catalogUnitPrice: 3000, unitPrice: 3000, priceReason: null, total: 6000 },
    { kind: "custom", productId: null, name: "Roll-up door cut into the side wall", dimension: null, condition: null, description: null, quantity: 1, catalogUnitPrice: null, unitPrice: 1250, priceReason: null, total: 1250 },
  ],
  shipToState: "FL",
  subtotal: 7250,
  delivery: 450,
  discount: 250,
  taxRatePercent: 6,
  tax: 420,
  total: 7870,
  paymentTerms: "deposit",
  depositPercent: 30,
  dueOnAcceptance: 2361,
  expiresOn: "2026-12-09",
  deliveryOn: "2026-12-16",
  notes: null,
  declineReason: "We found a unit closer to the site.",
  poNumber: null,
  orderId: null,
  sentAt: "2026-11-25T15:00:00.000Z",
  createdAt: "2026-11-25T15:00:00.000Z",
};

export const RENTAL = {
  productName: "20ft Standard Container",
  variant: "20ft",
  startDate: "2026-12-09",
  monthlyAmount: 149,
  deposit: 250,
  pickupFee: 295,
  minimumEndDate: "2027-02-09",
  nextBillDate: "2027-01-09",
};
export const RENTAL_CHARGE = { invoiceNumber: "RNT-000731", kind: "cycle", periodStart: "2026-12-09", periodEnd: "2027-01-08", amountCents: 14900 };
