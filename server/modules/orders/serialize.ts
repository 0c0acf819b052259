import type { DeliveryBooking } from "../../../contract/delivery-booking.ts";
import type { InvoiceDto, OrderDto, OrderItemDto } from "../../../contract/orders.ts";
import { centsToDollars } from "../../../contract/money.ts";
import type { DesignSnapshot, invoices, orderItems, orders } from "../../../db/schema/index.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type UserSummary = { name: string; email: string };
export type DepotSummary = NonNullable<DeliveryBooking["depot"]>;

/** A custom build's design as the cart and the order show it. */
export const designSummary = (id: string, d: DesignSnapshot) => ({
  id,
  name: d.name,
  leadTimeDays: d.leadTimeDays,
  lines: d.lines.map((l) => ({ code: l.code, label: l.label, price: centsToDollars(l.priceCents) })),
});

/** The booked drop, or null for an order placed before delivery was booked (none of its columns set). */
export function toDeliveryBooking(o: OrderRow, depot: DepotSummary | null | undefined): DeliveryBooking | null {
  if (!o.deliveryDate && !o.deliveryDepotId && !o.deliveryTruck) return null;
  return {
    date: o.deliveryDate,
    depot: depot ?? null,
    truck: o.deliveryTruck,
    miles: o.deliveryMiles,
    doorFacing: o.doorFacing,
    groundSurface: o.groundSurface,
    clearanceConfirmed: o.clearanceConfirmed,
    siteNotes: o.siteNotes,
  };
}

/** An order line as the spec reads it: prices are the ones snapshotted at checkout. */
export function toOrderItemDto(i: OrderItemRow): OrderItemDto {
  const unit = centsToDollars(i.unitPriceCents);
  const delivery = centsToDollars(i.deliveryPriceCents);
  return {
    productId: i.productId,
    name: i.name,
    sku: i.sku,
    image: i.image,
    dimension: i.dimension,
    price: unit,
    itemPrice: unit,
    quantity: i.quantity,
    totalPrice: centsToDollars(i.totalCents),
    deliveryMethod: i.deliveryMethod,
    deliveryPrice: delivery,
    selectedCondition: i.condition ? { condition: i.condition } : null,
    selectedDelivery: i.deliveryMethod ? { method: i.deliveryMethod, price: delivery } : null,
    design: i.designSnapshot && i.designId ? designSummary(i.designId, i.designSnapshot) : null,
  };
}

export type CreditNoteSummary = { number: string; cents: number; createdAt: Date };
export type OrderMoney = { paidCents: number; refundedCents: number; invoiceTotalCents: number | null; creditNotes?: CreditNoteSummary[] };

export function toOrderDto(o: OrderRow, items: OrderItemRow[], invoiceId: string | null, money: OrderMoney, user?: UserSummary, depot?: DepotSummary | null): OrderDto {
  // The invoice is what is charged (it may have been edited); an order without one owes its own total.
  const owed = money.invoiceTotalCents ?? o.totalCents;
  return {
    id: o.id,
    userId: o.userId,
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    trackingNumber: o.trackingNumber,
    shippingAddress: o.shippingAddress,
    items: items.map(toOrderItemDto),
    subtotal: centsToDollars(o.subtotalCents),
    shipping: centsToDollars(o.shippingCents),
    tax: centsToDollars(o.taxCents),
    total: centsToDollars(o.totalCents),
    invoiceId,
    amountPaid: centsToDollars(money.paidCents),
    amountRefunded: centsToDollars(money.refundedCents),
    depositAmount: o.depositCents === null ? null : centsToDollars(o.depositCents),
    balanceDue: o.status === "cancelled" ? 0 : centsToDollars(Math.max(0, owed - money.paidCents)),
    creditNotes: (money.creditNotes ?? []).map((n) => ({ number: n.number, amount: centsToDollars(n.cents), createdAt: n.createdAt.toISOString() })),
    delivery: toDeliveryBooking(o, depot),
    ...(user ? { user } : {}),
  };
}

/** An invoice with its order's lines and shipping address (the print view's "Billed To"). */
/**
 * `orderPaidAt` is when the card payment settled; an invoice an admin marked paid by hand (bank transfer)
 * has no such moment, so its last change stands in for it.
 */
/** An invoice's money from its order's ledger, and the booked day a deposit's balance is due by (else null). */
export type InvoiceLedger = { paidCents: number; refundedCents: number; balanceDueBy: Date | null };

export function toInvoiceDto(
  inv: InvoiceRow,
  items: OrderItemRow[],
  user: UserSummary,
  shippingAddress: OrderRow["shippingAddress"] | null,
  orderPaidAt: Date | null = null,
  delivery: DeliveryBooking | null = null,
  ledger: InvoiceLedger = { paidCents: 0, refundedCents: 0, balanceDueBy: null },
  taxExemptCertificate: string | null = null,
): InvoiceDto {
  const settled = inv.status === "cancelled" || inv.status === "refunded";
  // A deposit's balance is due before delivery (the offer's terms): by the booked day when that comes first.
  const dueDate = ledger.balanceDueBy && ledger.balanceDueBy < inv.dueDate ? ledger.balanceDueBy : inv.dueDate;
  return {
    id: inv.id,
    invoiceNumber: inv.invoiceNumber,
    kind: "order",
    orderId: inv.orderId,
    userId: inv.userId,
    user,
    issueDate: inv.issueDate.toISOString(),
    dueDate: dueDate.toISOString(),
    status: inv.status,
    paidAt: inv.status === "paid" ? (orderPaidAt ?? inv.updatedAt).toISOString() : null,
    subtotal: centsToDollars(inv.subtotalCents),
    tax: centsToDollars(inv.taxCents),
    shipping: centsToDollars(inv.shippingCents),
    discount: centsToDollars(inv.discountCents),
    total: centsToDollars(inv.totalCents),
    amountPaid: centsToDollars(ledger.paidCents),
    amountRefunded: centsToDollars(ledger.refundedCents),
    balance: settled ? 0 : centsToDollars(Math.max(0, inv.totalCents - ledger.paidCents)),
    notes: inv.notes,
    terms: inv.terms,
    taxExemptCertificate,
    items: items.map(toOrderItemDto),
    shippingAddress,
    delivery,
  };
}
