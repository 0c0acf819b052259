import { and, eq } from "drizzle-orm";
import type { InvoiceDto } from "../../../../contract/orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices } from "../../../../db/schema/index.ts";
import { listInvoicesForUser, toInvoiceDtos } from "../../orders/index.ts";
import { findRentalInvoice, rentalInvoicesOfUser } from "../invoices/rental-invoices.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One invoice of this user, or null (someone else's invoice is indistinguishable from a missing one). */
export async function findInvoiceForUser(db: DbOrTx, userId: string, id: string): Promise<InvoiceDto | null> {
  if (!UUID.test(id)) return null;
  const rows = await db.select().from(invoices).where(and(eq(invoices.id, id), eq(invoices.userId, userId))).limit(1);
  // Else one of their rentals' invoices (ADR 076): the same PDF.
  if (!rows.length) return findRentalInvoice(db, id, userId);
  const [dto] = await toInvoiceDtos(db, rows);
  return dto ?? null;
}

/** The customer's Invoices tab: their orders' invoices and their rentals' (ADR 076), newest first. */
export async function listCustomerInvoices(db: DbOrTx, userId: string): Promise<InvoiceDto[]> {
  const [own, rented] = await Promise.all([listInvoicesForUser(db, userId), rentalInvoicesOfUser(db, userId)]);
  return [...own, ...rented].sort((a, b) => b.issueDate.localeCompare(a.issueDate) || b.invoiceNumber.localeCompare(a.invoiceNumber));
}

/** "INV-2026-000123.pdf" from the invoice number, safe for a Content-Disposition header. */
export const pdfFileName = (invoice: Pick<InvoiceDto, "invoiceNumber">) => `invoice-${invoice.invoiceNumber.replace(/[^A-Za-z0-9_-]/g, "_")}.pdf`;
