import type { ReceivablesReport } from "../../../../contract/receivables.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { type InvoiceFact, type MoneyFact, readLedgerFacts } from "../accounting/facts.ts";

export const AGEING_BUCKETS = ["current", "days1to30", "days31to60", "days61to90", "over90"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
const DAY_MS = 86_400_000;

/** Whole days past the due date at `now` (0 or less: not yet due) → its bucket. */
export function bucketOf(dueAt: Date, now: Date): AgeingBucket {
  const late = Math.floor((now.getTime() - dueAt.getTime()) / DAY_MS);
  if (late <= 0) return "current";
  if (late <= 30) return "days1to30";
  if (late <= 60) return "days31to60";
  if (late <= 90) return "days61to90";
  return "over90";
}

/** What an invoice still asks for: its total less what was paid (refunds come back as credit notes, so they cancel out). */
export function openBalances(invoices: InvoiceFact[], payments: MoneyFact[]): { invoice: InvoiceFact; balanceCents: number }[] {
  const paid = new Map<string, number>();
  for (const p of payments) paid.set(p.orderId, (paid.get(p.orderId) ?? 0) + p.cents);
  return invoices.map((invoice) => ({ invoice, balanceCents: invoice.totalCents - (paid.get(invoice.orderId) ?? 0) })).filter((o) => o.balanceCents > 0);
}

const emptyBuckets = (): Record<AgeingBucket, number> => ({ current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 });
const toDollars = (b: Record<AgeingBucket, number>) => Object.fromEntries(AGEING_BUCKETS.map((k) => [k, b[k] / 100])) as Record<AgeingBucket, number>;

/** Open balances by customer in ageing buckets (by days past due at `now`), largest total first, with the shop's totals. */
export async function receivablesAgeing(db: DbOrTx, now: Date): Promise<ReceivablesReport> {
  const facts = await readLedgerFacts(db);
  type Open = { id: string; invoiceNumber: string; dueDate: string; balance: number };
  const byCustomer = new Map<string, { userId: string; name: string; email: string; invoices: Open[]; buckets: Record<AgeingBucket, number> }>();
  const totals = emptyBuckets();
  for (const { invoice, balanceCents } of openBalances(facts.invoices, facts.payments)) {
    const row = byCustomer.get(invoice.userId) ?? { userId: invoice.userId, name: invoice.customer, email: invoice.email, invoices: [] as Open[], buckets: emptyBuckets() };
    const bucket = bucketOf(invoice.dueAt, now);
    row.buckets[bucket] += balanceCents;
    row.invoices.push({ id: invoice.id, invoiceNumber: invoice.number, dueDate: invoice.dueAt.toISOString(), balance: balanceCents / 100 });
    totals[bucket] += balanceCents;
    byCustomer.set(invoice.userId, row);
  }
  const sum = (b: Record<AgeingBucket, number>) => AGEING_BUCKETS.reduce((s, k) => s + b[k], 0);
  const customers = [...byCustomer.values()]
    .sort((a, b) => sum(b.buckets) - sum(a.buckets) || a.name.localeCompare(b.name))
    .map((c) => ({ userId: c.userId, name: c.name, email: c.email, openInvoices: c.invoices.length, buckets: toDollars(c.buckets), total: sum(c.buckets) / 100, invoices: c.invoices.sort((a, b) => a.dueDate.localeCompare(b.dueDate)) }));
  return { asOf: now.toISOString(), customers, totals: toDollars(totals), total: sum(totals) / 100 };
}
