import { asc, eq } from "drizzle-orm";
import type { AdminOrderDetail } from "../../../../contract/admin-orders.ts";
import { centsToDollars } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, invoices, orders, payments, refunds, users } from "../../../../db/schema/index.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { toOrderDtos } from "../service.ts";
import { uuidOr404 } from "../../../lib/ids.ts";
import { listOrderNotes } from "./notes.ts";
import { orderTimeline } from "./timeline.ts";

type OrderRow = typeof orders.$inferSelect;

async function deliveryOf(db: DbOrTx, o: OrderRow): Promise<AdminOrderDetail["delivery"]> {
  const [depot] = o.deliveryDepotId ? await db.select({ id: depots.id, code: depots.code, name: depots.name }).from(depots).where(eq(depots.id, o.deliveryDepotId)) : [];
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

/** The admin's order page in one answer: lines, customer, ship-to, delivery, payments, invoice, timeline and notes. */
export async function getAdminOrderDetail(db: DbOrTx, id: string): Promise<AdminOrderDetail> {
  const orderId = uuidOr404(id, "Order not found");
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound("Order not found");
  const [[order], [customer], [invoice], paid, delivery, notes, givenBack] = await Promise.all([
    toOrderDtos(db, [row], { withUser: true }),
    db.select({ id: users.id, name: users.fullName, email: users.email, phone: users.phone }).from(users).where(eq(users.id, row.userId)),
    db.select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, status: invoices.status }).from(invoices).where(eq(invoices.orderId, orderId)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    deliveryOf(db, row),
    listOrderNotes(db, orderId),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt)),
  ]);
  return {
    order,
    customer: customer ?? null,
    delivery,
    payments: paid.map((p) => ({
      id: p.id,
      provider: p.provider,
      // A payment recorded by hand keeps its way in the session key ("bank_transfer:REF").
      method: p.provider === "manual" ? p.sessionId.split(":")[0] : "card",
      reference: p.providerPaymentId ?? p.sessionId,
      amount: centsToDollars(p.amountCents),
      currency: p.currency,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
    refunds: givenBack.map((r) => ({ id: r.id, amount: centsToDollars(r.amountCents), reason: r.reason, createdAt: r.createdAt.toISOString(), creditNoteNumber: r.creditNoteNumber })),
    invoice: invoice ?? null,
    timeline: await orderTimeline(db, row, invoice?.id ?? null, paid),
    notes,
  };
}
