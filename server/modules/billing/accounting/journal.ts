import { ACCOUNTS, type Account } from "./accounts.ts";
import type { InvoiceFact, LedgerFacts, MoneyFact } from "./facts.ts";

export type JournalLine = { account: Account; debitCents: number; creditCents: number; name: string };
/** One balanced journal entry: its lines' debits equal their credits. */
export type JournalEntry = { at: Date; reference: string; kind: "invoice" | "payment" | "deposit" | "deposit_release" | "credit_note" | "refund" | "deposit_refund" | "rental_charge"; description: string; lines: JournalLine[] };

const dr = (account: Account, cents: number, name: string): JournalLine => ({ account, debitCents: cents, creditCents: 0, name });
const cr = (account: Account, cents: number, name: string): JournalLine => ({ account, debitCents: 0, creditCents: cents, name });
const twoLine = (at: Date, reference: string, kind: JournalEntry["kind"], description: string, debit: Account, credit: Account, cents: number, name: string): JournalEntry =>
  ({ at, reference, kind, description, lines: [dr(debit, cents, name), cr(credit, cents, name)] });

/**
 * When an invoice is posted (a sale): at issue for ordinary orders; a deposit order's when it is paid in full,
 * so until then what it took is a deposit held, a liability (docs/decisions/086). Null: not posted yet.
 */
export function postingTime(invoice: InvoiceFact, payments: MoneyFact[]): Date | null {
  if (invoice.depositCents == null) return invoice.issuedAt;
  let paid = 0;
  for (const p of payments) {
    paid += p.cents;
    if (paid >= invoice.totalCents) return p.at > invoice.issuedAt ? p.at : invoice.issuedAt;
  }
  return null;
}

/** The sale: receivable for the total; tax and delivery to their accounts, the rest to sales. */
function invoiceEntry(i: InvoiceFact, at: Date): JournalEntry {
  const sales = i.totalCents - i.taxCents - i.shippingCents;
  const lines = [dr(ACCOUNTS.receivable, i.totalCents, i.customer), cr(ACCOUNTS.sales, sales, i.customer), cr(ACCOUNTS.delivery, i.shippingCents, i.customer), cr(ACCOUNTS.salesTax, i.taxCents, i.customer)];
  return { at, reference: i.number, kind: "invoice", description: `Invoice ${i.number}`, lines: lines.filter((l) => l.debitCents || l.creditCents) };
}

/** Every order's entries: its invoice, its payments (deposits before posting), the deposits released, its refunds. */
function orderEntries(i: InvoiceFact, payments: MoneyFact[], refunds: MoneyFact[]): JournalEntry[] {
  const posted = postingTime(i, payments);
  const before = (at: Date) => posted === null || at < posted;
  const out: JournalEntry[] = posted ? [invoiceEntry(i, posted)] : [];
  let held = 0;
  for (const p of payments) {
    if (before(p.at)) {
      held += p.cents;
      out.push(twoLine(p.at, p.reference, "deposit", `Deposit on invoice ${i.number}`, ACCOUNTS.cash, ACCOUNTS.deposits, p.cents, p.customer));
    } else out.push(twoLine(p.at, p.reference, "payment", `Payment on invoice ${i.number}`, ACCOUNTS.cash, ACCOUNTS.receivable, p.cents, p.customer));
  }
  for (const r of refunds) {
    if (before(r.at)) {
      const back = Math.min(r.cents, held);
      held -= back;
      if (back) out.push(twoLine(r.at, r.reference, "deposit_refund", `Deposit refunded on invoice ${i.number}`, ACCOUNTS.deposits, ACCOUNTS.cash, back, r.customer));
      if (r.cents > back) out.push(twoLine(r.at, r.reference, "refund", `Refund on invoice ${i.number}`, ACCOUNTS.returns, ACCOUNTS.cash, r.cents - back, r.customer));
      continue;
    }
    out.push(twoLine(r.at, r.reference, "credit_note", `Credit note ${r.reference} on invoice ${i.number}`, ACCOUNTS.returns, ACCOUNTS.receivable, r.cents, r.customer));
    out.push(twoLine(r.at, `RF-${r.id.slice(0, 8).toUpperCase()}`, "refund", `Refund paid for ${r.reference}`, ACCOUNTS.receivable, ACCOUNTS.cash, r.cents, r.customer));
  }
  if (posted && held > 0) out.push(twoLine(posted, `REL-${i.number}`, "deposit_release", `Deposits applied to invoice ${i.number}`, ACCOUNTS.deposits, ACCOUNTS.receivable, held, i.customer));
  return out;
}

/** The whole journal from the ledger's facts, oldest first; `from`–`to` (half-open) keeps the entries dated inside. */
export function buildJournal(facts: LedgerFacts, span?: { from: Date; to: Date }): JournalEntry[] {
  const byOrder = <T extends { orderId: string }>(rows: T[]) => Map.groupBy(rows, (r) => r.orderId);
  const paid = byOrder(facts.payments);
  const refunded = byOrder(facts.refunds);
  const entries = facts.invoices.flatMap((i) => orderEntries(i, paid.get(i.orderId) ?? [], refunded.get(i.orderId) ?? []));
  for (const c of facts.rentalCharges) {
    const income = c.kind === "buyout" ? ACCOUNTS.sales : ACCOUNTS.rentalIncome;
    entries.push(twoLine(c.at, c.number, "rental_charge", c.kind === "buyout" ? `Rental buy-out ${c.number}` : `Rental charge ${c.number}`, ACCOUNTS.cash, income, c.cents, c.customer));
  }
  const kept = span ? entries.filter((e) => e.at >= span.from && e.at < span.to) : entries;
  return kept.sort((a, b) => a.at.getTime() - b.at.getTime() || a.reference.localeCompare(b.reference));
}
