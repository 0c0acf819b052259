import { describe, expect, it } from "vitest";
import type { InvoiceFact, LedgerFacts, MoneyFact } from "./facts.ts";
import { buildJournal } from "./journal.ts";

/** A deposit order by hand (docs/decisions/086): $10,000 with $3,000 down, the balance paid later, $500 refunded after. */
const at = (d: string) => new Date(`${d}T12:00:00Z`);
const invoice: InvoiceFact = { id: "i", number: "INV-1", orderId: "o", userId: "u", customer: "Dana", email: "d@x", issuedAt: at("2026-03-01"), dueAt: at("2026-04-01"), totalCents: 1_000_000, taxCents: 60_000, shippingCents: 40_000, depositCents: 300_000 };
const money = (id: string, d: string, cents: number, reference: string): MoneyFact => ({ id, orderId: "o", userId: "u", customer: "Dana", at: at(d), cents, reference });
const facts = (extra: Partial<LedgerFacts> = {}): LedgerFacts => ({ invoices: [invoice], payments: [money("p1", "2026-03-01", 300_000, "PAY-1"), money("p2", "2026-03-20", 700_000, "PAY-2")], refunds: [], rentalCharges: [], ...extra });
const lines = (f: LedgerFacts) => buildJournal(f).map((e) => [e.at.toISOString().slice(0, 10), e.kind, ...e.lines.map((l) => `${l.account} ${l.debitCents ? "Dr" : "Cr"} ${l.debitCents || l.creditCents}`)]);

describe("deposits in the journal", () => {
  it("hold the deposit as a liability until the invoice is paid in full, then post the sale and release the deposit", () => {
    expect(lines(facts())).toEqual([
      ["2026-03-01", "deposit", "Undeposited Funds Dr 300000", "Customer Deposits Cr 300000"],
      ["2026-03-20", "invoice", "Accounts Receivable (A/R) Dr 1000000", "Sales Cr 900000", "Delivery Income Cr 40000", "Sales Tax Payable Cr 60000"],
      ["2026-03-20", "payment", "Undeposited Funds Dr 700000", "Accounts Receivable (A/R) Cr 700000"],
      ["2026-03-20", "deposit_release", "Customer Deposits Dr 300000", "Accounts Receivable (A/R) Cr 300000"],
    ]);
  });

  it("a refund after the sale is a credit note and money paid back; a deposit refunded before it leaves the deposits account", () => {
    const after = lines(facts({ refunds: [money("r1", "2026-04-02", 50_000, "CN-INV-1-1")] })).slice(-2);
    expect(after).toEqual([
      ["2026-04-02", "credit_note", "Sales Returns and Allowances Dr 50000", "Accounts Receivable (A/R) Cr 50000"],
      ["2026-04-02", "refund", "Accounts Receivable (A/R) Dr 50000", "Undeposited Funds Cr 50000"],
    ]);
    const cancelled = lines(facts({ payments: [money("p1", "2026-03-01", 300_000, "PAY-1")], refunds: [money("r1", "2026-03-05", 300_000, "CN-INV-1-1")] }));
    expect(cancelled).toEqual([
      ["2026-03-01", "deposit", "Undeposited Funds Dr 300000", "Customer Deposits Cr 300000"],
      ["2026-03-05", "deposit_refund", "Customer Deposits Dr 300000", "Undeposited Funds Cr 300000"],
    ]);
  });
});
