import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { users } from "../../../../db/schema/index.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { uuidOr404 } from "../../../lib/ids.ts";
import { type DayRange, spanOf } from "../accounting/export-csv.ts";
import { readLedgerFacts } from "../accounting/facts.ts";

export type StatementLine = { at: Date; kind: "invoice" | "payment" | "credit_note" | "refund"; reference: string; description: string; chargeCents: number; creditCents: number; balanceCents: number };
export type Statement = { customer: { id: string; name: string; email: string }; range: DayRange; openingCents: number; lines: StatementLine[]; closingCents: number };

type Movement = Omit<StatementLine, "balanceCents">;

/**
 * A customer's statement for a period: the balance owed before it, every invoice, payment, credit note and refund
 * in it, and the balance at its end. A refund shows twice, as it happened: the credit note lowers what is owed and
 * the money paid back raises it again, so an invoice's part in the balance stays its total less what was paid, the
 * same figure the receivables ageing uses (docs/decisions/086).
 */
export async function customerStatement(db: DbOrTx, userId: string, range: DayRange): Promise<Statement> {
  const [customer] = await db.select({ id: users.id, name: users.fullName, email: users.email }).from(users).where(eq(users.id, uuidOr404(userId, "Customer not found")));
  if (!customer) throw notFound("Customer not found");
  const facts = await readLedgerFacts(db, userId);
  const numberOf = new Map(facts.invoices.map((i) => [i.orderId, i.number]));
  const movements: Movement[] = [
    ...facts.invoices.map((i) => ({ at: i.issuedAt, kind: "invoice" as const, reference: i.number, description: `Invoice ${i.number}`, chargeCents: i.totalCents, creditCents: 0 })),
    ...facts.payments.map((p) => ({ at: p.at, kind: "payment" as const, reference: p.reference, description: `Payment, invoice ${numberOf.get(p.orderId)}`, chargeCents: 0, creditCents: p.cents })),
    ...facts.refunds.flatMap((r) => [
      { at: r.at, kind: "credit_note" as const, reference: r.reference, description: `Credit note, invoice ${numberOf.get(r.orderId)}`, chargeCents: 0, creditCents: r.cents },
      { at: r.at, kind: "refund" as const, reference: r.reference, description: "Refund paid to you", chargeCents: r.cents, creditCents: 0 },
    ]),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const span = spanOf(range);
  const net = (m: Movement) => m.chargeCents - m.creditCents;
  const openingCents = movements.filter((m) => m.at < span.from).reduce((s, m) => s + net(m), 0);
  let balance = openingCents;
  const lines = movements.filter((m) => m.at >= span.from && m.at < span.to).map((m) => ({ ...m, balanceCents: (balance += net(m)) }));
  return { customer, range, openingCents, lines, closingCents: balance };
}
