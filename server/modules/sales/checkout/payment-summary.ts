import { eq } from "drizzle-orm";
import { centsToDollars, formatDate, formatUsd } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices, orders } from "../../../../db/schema/index.ts";
import { paidCents } from "../../billing/index.ts";

export type PaymentSummary = { paidCents: number; balanceCents: number; balanceDueBy: string | null; line: string; inFull: boolean };

/**
 * What the mails say was paid, derived from the ledger (docs/decisions/074), never from the order total: "Total
 * paid $T" once the invoice is paid in full, else "Deposit paid $X, balance $Y due by DATE". The balance is due
 * before delivery: by the booked day, else by the invoice's due date.
 */
export async function paymentSummary(tx: DbOrTx, orderId: string): Promise<PaymentSummary> {
  const [row] = await tx.select({ total: invoices.totalCents, dueDate: invoices.dueDate, deliveryDate: orders.deliveryDate }).from(orders).innerJoin(invoices, eq(invoices.orderId, orders.id)).where(eq(orders.id, orderId));
  const paid = await paidCents(tx, orderId);
  const balance = Math.max(0, row.total - paid);
  const dueBy = row.deliveryDate ?? (row.dueDate ? row.dueDate.toISOString().slice(0, 10) : null);
  const $ = (c: number) => formatUsd(centsToDollars(c));
  if (balance === 0) return { paidCents: paid, balanceCents: 0, balanceDueBy: null, line: `Total paid: ${$(paid)}`, inFull: true };
  const due = dueBy ? ` due by ${formatDate(dueBy)}` : " due before delivery";
  return { paidCents: paid, balanceCents: balance, balanceDueBy: dueBy, line: `Deposit paid ${$(paid)}, balance ${$(balance)}${due}`, inFull: false };
}
