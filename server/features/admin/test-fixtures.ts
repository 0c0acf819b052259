import { sql } from "drizzle-orm";
import type { Db } from "../../../db/connect.ts";
import { invoices, orderItems, orders, products } from "../../../db/schema/index.ts";

export const TEST_ADDRESS = { street: "1 Main St", city: "Miami", state: "FL", postalCode: "33101", country: "USA" };

/**
 * An order with one line and its invoice, written directly: admin tests need orders in given states
 * and dates, not the checkout flow (which has its own tests).
 */
export async function insertOrder(
  db: Db,
  userId: string,
  opts: { totalCents?: number; status?: string; paymentStatus?: string; invoiceStatus?: string; createdAt?: Date; paidAt?: Date | null } = {},
) {
  const total = opts.totalCents ?? 250000;
  const [product] = await db
    .insert(products)
    .values({ name: `Ordered box ${Math.random().toString(36).slice(2, 7)}`, basePriceCents: total })
    .returning();
  const createdAt = opts.createdAt ?? new Date();
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      status: opts.status ?? "pending",
      paymentStatus: opts.paymentStatus ?? "pending",
      shippingAddress: TEST_ADDRESS,
      subtotalCents: total,
      shippingCents: 0,
      taxCents: 0,
      totalCents: total,
      paidAt: opts.paidAt ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  await db.insert(orderItems).values({ orderId: order.id, productId: product.id, name: product.name, unitPriceCents: total, deliveryPriceCents: 0, quantity: 1, totalCents: total });
  const [{ n }] = await db.execute<{ n: string }>(sql`select nextval('invoice_number_seq')::text as n`).then((r) => (Array.isArray(r) ? r : (r as { rows: { n: string }[] }).rows));
  const [invoice] = await db
    .insert(invoices)
    .values({
      invoiceNumber: `INV-${n}`,
      orderId: order.id,
      userId,
      status: opts.invoiceStatus ?? "sent",
      issueDate: createdAt,
      dueDate: new Date(createdAt.getTime() + 30 * 86400000),
      subtotalCents: total,
      taxCents: 0,
      shippingCents: 0,
      totalCents: total,
    })
    .returning();
  return { order, invoice, product };
}

/** `count` bare orders (no lines) with their invoices, all at `createdAt`: enough rows to pass the admin lists' cap. */
export async function insertManyOrders(db: Db, userId: string, count: number, createdAt = new Date()) {
  await db.execute(sql`
    with made as (
      insert into ${orders} (user_id, shipping_address, subtotal_cents, shipping_cents, tax_cents, total_cents, created_at, updated_at)
      select ${userId}::uuid, ${JSON.stringify(TEST_ADDRESS)}::jsonb, 1000, 0, 0, 1000, ${createdAt}, ${createdAt}
      from generate_series(1, ${count})
      returning id
    )
    insert into ${invoices} (invoice_number, order_id, user_id, issue_date, due_date, subtotal_cents, tax_cents, shipping_cents, total_cents)
    select 'INV-' || nextval('invoice_number_seq'), id, ${userId}::uuid, ${createdAt}, ${createdAt}, 1000, 0, 0, 1000 from made`);
}
