import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices, orders, payments, refunds, rentalInvoices, rentalPaymentLinks, users } from "../../../../db/schema/index.ts";
import { placedOrder } from "../../orders/index.ts";

/** An order's invoice as the books see it (cents). */
export type InvoiceFact = {
  id: string; number: string; orderId: string; userId: string; customer: string; email: string; issuedAt: Date; dueAt: Date;
  totalCents: number; taxCents: number; shippingCents: number; depositCents: number | null;
};
export type MoneyFact = { id: string; orderId: string; userId: string; customer: string; at: Date; cents: number; reference: string };
export type RentalChargeFact = { id: string; number: string; customer: string; at: Date; cents: number; kind: "charge" | "buyout" };
export type LedgerFacts = { invoices: InvoiceFact[]; payments: MoneyFact[]; refunds: MoneyFact[]; rentalCharges: RentalChargeFact[] };

/**
 * Invoices that count: a placed order's (an abandoned checkout's invoice never asked anyone for money), not drafts
 * and not cancelled. `userId` narrows to one customer (a statement).
 */
const countedInvoice = (userId?: string) =>
  and(placedOrder, notInArray(invoices.status, ["draft", "cancelled"]), userId ? eq(invoices.userId, userId) : undefined);

/** Everything the books are made from, oldest first: invoices, succeeded payments, refunds, rental charges paid after checkout. */
export async function readLedgerFacts(db: DbOrTx, userId?: string): Promise<LedgerFacts> {
  const invoiceRows = await db
    .select({ i: invoices, depositCents: orders.depositCents, customer: users.fullName, email: users.email })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(countedInvoice(userId))
    .orderBy(invoices.issueDate, invoices.invoiceNumber);
  const orderIds = invoiceRows.map((r) => r.i.orderId);
  const customerOf = new Map(invoiceRows.map((r) => [r.i.orderId, { userId: r.i.userId, customer: r.customer }]));
  const [paymentRows, refundRows] = orderIds.length
    ? await Promise.all([
        db.select().from(payments).where(and(inArray(payments.orderId, orderIds), eq(payments.status, "succeeded"))).orderBy(payments.createdAt, payments.id),
        db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(refunds.createdAt, refunds.id),
      ])
    : [[], []];
  const money = (r: { id: string; orderId: string; createdAt: Date; amountCents: number }, reference: string): MoneyFact => ({
    id: r.id, orderId: r.orderId, at: r.createdAt, cents: r.amountCents, reference, ...(customerOf.get(r.orderId) as { userId: string; customer: string }),
  });
  return {
    invoices: invoiceRows.map(({ i, depositCents, customer, email }) => ({
      id: i.id, number: i.invoiceNumber, orderId: i.orderId, userId: i.userId, customer, email, issuedAt: i.issueDate, dueAt: i.dueDate,
      totalCents: i.totalCents, taxCents: i.taxCents, shippingCents: i.shippingCents, depositCents,
    })),
    payments: paymentRows.map((p) => money(p, `PAY-${p.id.slice(0, 8).toUpperCase()}`)),
    refunds: refundRows.map((r) => money(r, r.creditNoteNumber)),
    rentalCharges: userId ? [] : await readRentalCharges(db),
  };
}

/** A rental's monthly charges and pick-up fees paid after checkout (cycle 1 sits in the checkout's invoice), and buy-outs. */
async function readRentalCharges(db: DbOrTx): Promise<RentalChargeFact[]> {
  const result = (await db.execute(sql`
    select ri.id, ri.invoice_number as number, u.full_name as customer, ri.paid_at as at, ri.amount_cents as cents, 'charge' as kind
    from ${rentalInvoices} ri join rental_agreements a on a.id = ri.agreement_id join ${users} u on u.id = a.user_id
    where ri.status = 'paid' and ri.paid_at is not null and not (ri.kind = 'cycle' and ri.cycle = 1)
    union all
    select l.id, 'BUY-' || upper(left(l.id::text, 8)), u.full_name, l.settled_at, l.amount_cents, 'buyout'
    from ${rentalPaymentLinks} l join rental_agreements a on a.id = l.agreement_id join ${users} u on u.id = a.user_id
    where l.kind = 'buyout' and l.settled_at is not null and l.refund_id is null
  `)) as unknown as { rows: { id: string; number: string; customer: string; at: string | Date; cents: string | number; kind: "charge" | "buyout" }[] };
  return result.rows.map((r) => ({ ...r, at: new Date(r.at), cents: Number(r.cents) }));
}
