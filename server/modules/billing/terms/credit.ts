import { and, eq, inArray, sql } from "drizzle-orm";
import { centsToDollars, formatUsd } from "../../../../contract/money.ts";
import type { OfferWarning } from "../../../../contract/offers.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices, orders, payments, users } from "../../../../db/schema/index.ts";

/** Unpaid net-terms invoices of the customer, in cents: what the credit limit is measured against. */
export async function openNetTermsCents(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ owed: sql<string>`coalesce(sum(${invoices.totalCents} - coalesce((select sum(p.amount_cents) from ${payments} p where p.order_id = ${orders.id} and p.status = 'succeeded'), 0)), 0)::text` })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.userId, userId), eq(orders.paymentMethod, "net30"), inArray(invoices.status, ["sent", "overdue"])));
  return Number(row.owed);
}

const $ = (cents: number) => formatUsd(centsToDollars(cents));

/**
 * What the admin is told while building a net-30 offer of `totalCents` for this customer (issue 43): that it would
 * take their open net-30 credit above their limit, or that they have no terms. Only a warning: the offer may still be
 * sent (the customer may pay invoices first); acceptance is what is refused, under the lock on the terms row.
 */
export async function netTermsWarnings(db: DbOrTx, userId: string | null, totalCents: number): Promise<OfferWarning[]> {
  const [u] = userId ? await db.select({ limit: users.termsCreditLimitCents }).from(users).where(eq(users.id, userId)) : [];
  if (!u || u.limit === null) {
    return [{ code: "terms_not_approved", message: "This customer is not approved for net-30 terms: they cannot accept this offer until you set a credit limit (Users)." }];
  }
  const open = await openNetTermsCents(db, userId as string);
  if (open + totalCents <= u.limit) return [];
  return [
    {
      code: "credit_limit_exceeded",
      message: `This offer (${$(totalCents)}) would take the customer's open net-30 credit to ${$(open + totalCents)}, above their limit of ${$(u.limit)} (${$(open)} is open). They cannot accept it until invoices are paid or the limit is raised.`,
    },
  ];
}
