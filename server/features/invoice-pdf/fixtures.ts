import type { Db } from "../../../db/connect.ts";
import { invoices, orderItems, orders, products } from "../../../db/schema/index.ts";

/** The booking columns an order may carry (set by checkout; tests write them directly). */
export type BookingColumns = Partial<
  Pick<typeof orders.$inferInsert, "deliveryDate" | "deliveryDepotId" | "deliveryTruck" | "deliveryTrucks" | "deliveryMiles" | "doorFacing" | "groundSurface" | "clearanceConfirmed" | "siteNotes">
>;

/**
 * Test fixture: a paid order with one line and its invoice, written straight to the tables (the checkout flow
 * has its own tests). Amounts in cents; `discountCents` lets a test check the discount line.
 */
export async function insertPaidInvoice(db: Db, userId: string, opts: { invoiceNumber: string; discountCents?: number; notes?: string; terms?: string; booking?: BookingColumns }) {
  const [product] = await db.select().from(products).limit(1);
  const discount = opts.discountCents ?? 0;
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      status: "confirmed",
      paymentStatus: "paid",
      shippingAddress: { street: "1 Harbor Way", city: "Miami", state: "FL", postalCode: "33101", country: "USA" },
      subtotalCents: 300000,
      shippingCents: 45000,
      taxCents: 18000,
      totalCents: 363000,
      trackingNumber: "1Z999AA10123456784",
      ...opts.booking,
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order.id,
    productId: product.id,
    name: "20ft Standard Container",
    dimension: "20ft",
    condition: "New",
    deliveryMethod: "crane",
    unitPriceCents: 300000,
    deliveryPriceCents: 45000,
    quantity: 1,
    totalCents: 345000,
  });
  const [invoice] = await db
    .insert(invoices)
    .values({
      invoiceNumber: opts.invoiceNumber,
      orderId: order.id,
      userId,
      status: "paid",
      dueDate: new Date(Date.now() + 30 * 86_400_000),
      subtotalCents: 300000,
      taxCents: 18000,
      shippingCents: 45000,
      discountCents: discount,
      totalCents: 363000 - discount,
      notes: opts.notes ?? null,
      terms: opts.terms ?? null,
    })
    .returning();
  return { order, invoice };
}
