import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";

/** The shop's one invoice sequence: rental cycles are numbered with the orders' invoices ("INV-001234"). */
export async function nextInvoiceNumber(tx: DbOrTx): Promise<string> {
  const result = (await tx.execute(sql`select nextval('invoice_number_seq')::text as n`)) as unknown as { rows: { n: string }[] };
  return `INV-${result.rows[0].n.padStart(6, "0")}`;
}
