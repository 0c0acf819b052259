import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { type ShippingAddress, invoices, orderItems, orders } from "../../../../db/schema/index.ts";
import type { CartTotals, PricedLine } from "../cart/lines.ts";
import type { AddressRow } from "../cart/shipping-address.ts";
import type { OrderBooking } from "../cart-delivery/checkout-booking.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVOICE_DUE_DAYS = 30;

export const snapshotAddress = (a: AddressRow): ShippingAddress => ({
  street: a.street,
  city: a.city,
  state: a.state,
  postalCode: a.postalCode,
  country: a.country,
  phone: a.phone,
});

/**
 * What makes two checkouts "the same": provider, lines with their prices, totals and ship-to. A second
 * click on an unchanged cart finds the pending order by this and reuses it instead of making another.
 */
export function cartFingerprint(provider: string, lines: PricedLine[], totals: CartTotals, shipTo: ShippingAddress, booking: OrderBooking = {}): string {
  const parts = lines
    .map((l) => [l.productId, l.dimensionId, l.conditionId, l.deliveryOptionId, l.designId, l.quantity, l.unitCents, l.deliveryCents])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return createHash("sha256").update(JSON.stringify([provider, parts, totals, shipTo, booking])).digest("hex");
}

/** "INV-001001" from invoice_number_seq: unique and gap-tolerant across replicas. */
export async function nextInvoiceNumber(tx: DbOrTx): Promise<string> {
  // Both drivers (node-postgres, PGlite) answer execute() with { rows }.
  const result = (await tx.execute(sql`select nextval('invoice_number_seq')::text as n`)) as unknown as { rows: { n: string }[] };
  return `INV-${result.rows[0].n.padStart(6, "0")}`;
}

export type NewOrder = {
  userId: string;
  provider: string;
  lines: PricedLine[];
  totals: CartTotals;
  shipTo: ShippingAddress;
  /** The drop's columns (docs/decisions/024), as the cart booked it. */
  booking?: OrderBooking;
  fingerprint: string;
  /** The exemption certificate that waived the tax (ADR 087), kept so a later edit of it never rewrites the order. */
  taxExemptCertificate?: string | null;
  now: Date;
};

/** The pending order with its lines (prices copied now) and its invoice, in the caller's transaction. */
export async function createPendingOrder(tx: DbOrTx, o: NewOrder) {
  const [order] = await tx
    .insert(orders)
    .values({
      userId: o.userId,
      status: "pending",
      paymentMethod: "card",
      paymentStatus: "pending",
      shippingAddress: o.shipTo,
      subtotalCents: o.totals.subtotalCents,
      shippingCents: o.totals.shippingCents,
      taxCents: o.totals.taxCents,
      totalCents: o.totals.totalCents,
      taxExemptCertificate: o.taxExemptCertificate ?? null,
      provider: o.provider,
      cartFingerprint: o.fingerprint,
      ...o.booking,
      createdAt: o.now,
      updatedAt: o.now,
    })
    .returning();
  await tx.insert(orderItems).values(
    o.lines.map((l) => ({
      orderId: order.id,
      productId: l.productId,
      name: l.name,
      sku: l.sku,
      image: l.image,
      dimension: l.dimension,
      condition: l.condition,
      deliveryMethod: l.deliveryMethod,
      unitPriceCents: l.unitCents,
      deliveryPriceCents: l.deliveryCents,
      quantity: l.quantity,
      totalCents: l.totalCents,
      cartItemId: l.id,
      designId: l.designId,
      designSnapshot: l.design,
    })),
  );
  const [invoice] = await tx
    .insert(invoices)
    .values({
      invoiceNumber: await nextInvoiceNumber(tx),
      orderId: order.id,
      userId: o.userId,
      status: "sent",
      issueDate: o.now,
      dueDate: new Date(o.now.getTime() + INVOICE_DUE_DAYS * DAY_MS),
      subtotalCents: o.totals.subtotalCents,
      taxCents: o.totals.taxCents,
      shippingCents: o.totals.shippingCents,
      totalCents: o.totals.totalCents,
      terms: `Payable by card at checkout; otherwise due within ${INVOICE_DUE_DAYS} days of issue.`,
    })
    .returning();
  return { order, invoice };
}
