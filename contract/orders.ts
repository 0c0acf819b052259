import { z } from "zod";
import { deliveryBookingDto } from "./delivery-booking.ts";
import { formatDate, formatUsd } from "./money.ts";
import { lineDesignDto } from "./cart.ts";
import { rentalBreakdownDto } from "./rentals.ts";

export const ORDER_STATUSES = ["pending", "processing", "confirmed", "shipped", "delivered", "cancelled"] as const;
export const PAYMENT_STATUSES = ["pending", "deposit_paid", "paid", "failed", "partially_refunded", "refunded"] as const;
/** What the admin may set by hand; the rest only come from a payment or a refund through the provider (ADR 028). */
export const MANUAL_PAYMENT_STATUSES = ["pending", "paid", "failed"] as const;
export const INVOICE_STATUSES = ["draft", "sent", "paid", "overdue", "cancelled"] as const;

export const shippingAddressDto = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string().nullish(),
});

/** An order line as the spec reads it ("Order item"), copied at checkout. */
export const orderItemDto = z.object({
  /** Null on an offer's custom line (no catalog product). */
  productId: z.string().nullable(),
  name: z.string(),
  sku: z.string().nullable(),
  image: z.string().nullable(),
  dimension: z.string().nullable(),
  price: z.number(),
  itemPrice: z.number(),
  quantity: z.number(),
  totalPrice: z.number(),
  deliveryMethod: z.string().nullable(),
  deliveryPrice: z.number(),
  selectedCondition: z.object({ condition: z.string() }).nullable(),
  selectedDelivery: z.object({ method: z.string(), price: z.number() }).nullable(),
  /** A custom build's design as priced at checkout. */
  design: lineDesignDto.nullable().optional(),
});

export const orderDto = z.object({
  id: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  status: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  trackingNumber: z.string().nullable(),
  shippingAddress: shippingAddressDto,
  items: z.array(orderItemDto),
  subtotal: z.number(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  invoiceId: z.string().nullable(),
  /** Money actually taken and given back through the provider (dollars), and what is still owed (ADR 028). */
  amountPaid: z.number(),
  amountRefunded: z.number(),
  /** The deposit asked up front on deposit terms; null on orders paid in one go. */
  depositAmount: z.number().nullable(),
  balanceDue: z.number(),
  /** One per refund, oldest first: the credit note's number (its PDF at /user/credit-notes/{number}/pdf), amount and day. */
  creditNotes: z.array(z.object({ number: z.string(), amount: z.number(), createdAt: z.string() })),
  /** The booked delivery (date, depot, truck, site); null on orders placed before delivery was booked. */
  delivery: deliveryBookingDto.nullable(),
  /** The rental lines' "due today / then monthly" (ADR 076), as the cart showed it; null without rentals. */
  rental: rentalBreakdownDto.nullable().optional(),
  user: z.object({ name: z.string(), email: z.string() }).optional(),
});
export type OrderDto = z.infer<typeof orderDto>;
export type OrderItemDto = z.infer<typeof orderItemDto>;

/** "order": an order's invoice; "rental": a rental's monthly charge or pick-up fee (`rental_invoices`, ADR 076). */
export const INVOICE_KINDS = ["order", "rental"] as const;

export const invoiceDto = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  /** A rental invoice is charged to the card on file by the billing job: view, print and PDF, never a status edit. */
  kind: z.enum(INVOICE_KINDS),
  /** On a rental invoice: the agreement, what it bills and the period. */
  rental: z.object({ agreementId: z.string(), charge: z.enum(["cycle", "pickup"]), cycle: z.number().int(), periodStart: z.string(), periodEnd: z.string() }).nullable().optional(),
  orderId: z.string(),
  userId: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
  issueDate: z.string(),
  dueDate: z.string(),
  status: z.string(),
  /** When the invoice was paid; null until its status is "paid". */
  paidAt: z.string().nullable(),
  subtotal: z.number(),
  tax: z.number(),
  shipping: z.number(),
  discount: z.number(),
  total: z.number(),
  /** From the ledger (docs/decisions/074): captured payments, refunds (credit notes) and what is still owed. */
  amountPaid: z.number(),
  amountRefunded: z.number(),
  /** Total − paid; 0 once cancelled or refunded (nothing is owed on a credited invoice). */
  balance: z.number(),
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  /** The exemption certificate that made the order tax-free (ADR 087); printed on the invoice. Null when taxed. */
  taxExemptCertificate: z.string().nullable().optional(),
  items: z.array(orderItemDto),
  shippingAddress: shippingAddressDto.nullable(),
  /** The order's booked delivery, printed on the invoice. */
  delivery: deliveryBookingDto.nullable(),
});
export type InvoiceDto = z.infer<typeof invoiceDto>;

/** Ids are shown as their first 8 characters, upper-cased (SPEC section 9). */
export const shortId = (id: string) => id.slice(0, 8).toUpperCase();

/** Paid and balance under an invoice's amount, from the ledger: "Paid $3,000.00 · Balance $7,000.00" (refunds named). */
export function invoiceMoneyLine(inv: Pick<InvoiceDto, "amountPaid" | "amountRefunded" | "balance">): string {
  const refunded = inv.amountRefunded > 0 ? ` · Refunded ${formatUsd(inv.amountRefunded)}` : "";
  return `Paid ${formatUsd(inv.amountPaid)}${refunded} · Balance ${formatUsd(inv.balance)}`;
}

/**
 * The date an invoice is known by: "Paid Nov 23, 2026" once paid, else "Due Dec 23, 2026" (issue 18: a paid
 * invoice still said when it was due). One function for the dashboard, admin, print and PDF.
 */
export function invoiceDateLine(inv: Pick<InvoiceDto, "status" | "paidAt" | "dueDate" | "amountRefunded">): { label: "Paid" | "Due" | "Refunded"; date: string; text: string } {
  // Refunded in full (issue 43): its credit, never a due date.
  if (inv.status === "refunded") {
    const credit = formatUsd(inv.amountRefunded);
    return { label: "Refunded", date: credit, text: `Refunded ${credit}` };
  }
  if (inv.status !== "paid") return { label: "Due", date: formatDate(inv.dueDate), text: `Due ${formatDate(inv.dueDate)}` };
  const date = inv.paidAt ? formatDate(inv.paidAt) : "";
  return { label: "Paid", date, text: date ? `Paid ${date}` : "Paid" };
}
