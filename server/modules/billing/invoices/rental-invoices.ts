import { and, desc, eq, inArray } from "drizzle-orm";
import { centsToDollars, formatDate } from "../../../../contract/money.ts";
import type { InvoiceDto } from "../../../../contract/orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { orders, rentalAgreements, rentalInvoices, users } from "../../../../db/schema/index.ts";

type RentalInvoiceRow = typeof rentalInvoices.$inferSelect;

/** A rental charge's status in the invoices' words: issued and waiting for its charge is "sent", void is "cancelled". */
const STATUS: Record<string, string> = { open: "sent", paid: "paid", overdue: "overdue", void: "cancelled" };

/**
 * Rental invoices (a month's rent, a pick-up fee) as invoices like any other (issue 43, defect 5; ADR 076): kind
 * "rental", one line for what they bill, paid and balance from the charge that settled them (their ledger is the
 * row: the provider charge recorded on it), the order's ship-to. Due on the first day of the period they bill.
 */
export async function toRentalInvoiceDtos(db: DbOrTx, rows: RentalInvoiceRow[]): Promise<InvoiceDto[]> {
  if (!rows.length) return [];
  const agreements = await db
    .select({ a: rentalAgreements, name: users.fullName, email: users.email, shipTo: orders.shippingAddress })
    .from(rentalAgreements)
    .innerJoin(users, eq(users.id, rentalAgreements.userId))
    .innerJoin(orders, eq(orders.id, rentalAgreements.orderId))
    .where(inArray(rentalAgreements.id, [...new Set(rows.map((r) => r.agreementId))]));
  const byId = new Map(agreements.map((x) => [x.a.id, x]));
  return rows.flatMap((r) => {
    const found = byId.get(r.agreementId);
    if (!found) return [];
    const { a } = found;
    const amount = centsToDollars(r.amountCents);
    const paid = r.status === "paid" ? amount : 0;
    const what = r.kind === "pickup" ? `Pick-up fee: ${a.productName}` : `Rent, month ${r.cycle} (${formatDate(`${r.periodStart}T12:00:00Z`)} – ${formatDate(`${r.periodEnd}T12:00:00Z`)}): ${a.productName}`;
    const line = { productId: a.productId, name: what, sku: null, image: null, dimension: a.variant, price: amount, itemPrice: amount, quantity: 1, totalPrice: amount, deliveryMethod: null, deliveryPrice: 0, selectedCondition: null, selectedDelivery: null };
    return [{
      id: r.id,
      invoiceNumber: r.invoiceNumber,
      kind: "rental" as const,
      rental: { agreementId: a.id, charge: r.kind === "pickup" ? ("pickup" as const) : ("cycle" as const), cycle: r.cycle, periodStart: r.periodStart, periodEnd: r.periodEnd },
      orderId: a.orderId,
      userId: a.userId,
      user: { name: found.name, email: found.email },
      issueDate: r.createdAt.toISOString(),
      dueDate: new Date(`${r.periodStart}T00:00:00Z`).toISOString(),
      status: STATUS[r.status] ?? r.status,
      paidAt: r.paidAt?.toISOString() ?? null,
      subtotal: amount,
      tax: 0,
      shipping: 0,
      discount: 0,
      total: amount,
      amountPaid: paid,
      amountRefunded: 0,
      balance: r.status === "void" ? 0 : amount - paid,
      notes: null,
      terms: "Charged to the card on file for this rental agreement.",
      items: [line],
      shippingAddress: found.shipTo,
      delivery: null,
    }];
  });
}

/** One rental invoice by id, of `userId` when given (someone else's reads as missing); null when there is none. */
export async function findRentalInvoice(db: DbOrTx, id: string, userId?: string): Promise<InvoiceDto | null> {
  const rows = await db
    .select({ r: rentalInvoices })
    .from(rentalInvoices)
    .innerJoin(rentalAgreements, eq(rentalAgreements.id, rentalInvoices.agreementId))
    .where(and(eq(rentalInvoices.id, id), userId ? eq(rentalAgreements.userId, userId) : undefined))
    .limit(1);
  const [dto] = await toRentalInvoiceDtos(db, rows.map((x) => x.r));
  return dto ?? null;
}

/** A customer's rental invoices, newest first. */
export async function rentalInvoicesOfUser(db: DbOrTx, userId: string): Promise<InvoiceDto[]> {
  const rows = await db
    .select({ r: rentalInvoices })
    .from(rentalInvoices)
    .innerJoin(rentalAgreements, eq(rentalAgreements.id, rentalInvoices.agreementId))
    .where(eq(rentalAgreements.userId, userId))
    .orderBy(desc(rentalInvoices.createdAt), desc(rentalInvoices.invoiceNumber));
  return toRentalInvoiceDtos(db, rows.map((x) => x.r));
}
