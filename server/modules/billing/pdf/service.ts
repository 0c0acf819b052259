import { and, eq } from "drizzle-orm";
import type { InvoiceDto } from "../../../../contract/orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices } from "../../../../db/schema/index.ts";
import { toInvoiceDtos } from "../../orders/index.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One invoice of this user, or null (someone else's invoice is indistinguishable from a missing one). */
export async function findInvoiceForUser(db: DbOrTx, userId: string, id: string): Promise<InvoiceDto | null> {
  if (!UUID.test(id)) return null;
  const rows = await db.select().from(invoices).where(and(eq(invoices.id, id), eq(invoices.userId, userId))).limit(1);
  const [dto] = await toInvoiceDtos(db, rows);
  return dto ?? null;
}

/** "INV-2026-000123.pdf" from the invoice number, safe for a Content-Disposition header. */
export const pdfFileName = (invoice: Pick<InvoiceDto, "invoiceNumber">) => `invoice-${invoice.invoiceNumber.replace(/[^A-Za-z0-9_-]/g, "_")}.pdf`;
