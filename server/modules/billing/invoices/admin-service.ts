import { eq } from "drizzle-orm";
import type { InvoiceUpdate } from "../../../../contract/admin.ts";
import type { AdminInvoicePage } from "../../../../contract/admin-lists.ts";
import type { InvoiceDto } from "../../../../contract/orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices, orders } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { mailBrand } from "../../../lib/mail-kit/compose.ts";
import { HttpError, notFound } from "../../../lib/http-errors.ts";
import { renderInvoicePdf } from "../pdf/render.ts";
import { pdfFileName } from "../pdf/service.ts";
import { toInvoiceDtos } from "../../orders/index.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { type PageRequest, paginationOf } from "../../../lib/paging.ts";
import { uuidOr404 } from "../../../lib/ids.ts";
import { invoiceMail } from "./mails.ts";
import { countInvoices, invoicesInListOrder } from "./all-invoices.ts";
import { findRentalInvoice } from "./rental-invoices.ts";

type Deps = Pick<AppDeps, "db" | "now" | "mailer" | "env">;
type InvoiceRow = typeof invoices.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** A paid invoice is never edited: its changes go through a refund or a new invoice. */
export function assertEditable(invoice: InvoiceRow, order: OrderRow) {
  if (invoice.status === "paid" || (order.paymentStatus !== "pending" && order.paymentStatus !== "failed")) {
    throw new HttpError("invoice_paid", "This invoice is paid (in full or in part) and can no longer be edited: use a refund or a new invoice.");
  }
}

export async function invoiceWithOrder(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, uuidOr404(id, "Invoice not found")));
  if (!row) throw notFound("Invoice not found");
  return row;
}
type InvoiceStatus = InvoiceUpdate["status"];
/** What the browser pages and searches (SPEC section 9); a search also goes to the server, so older invoices are found. */
export const ADMIN_INVOICE_LIMIT = 1000;

/** Invoices, the orders' and the rentals' (ADR 076), newest first; with a search, those matching it as the browser does. */
export async function listAllInvoices(db: DbOrTx, search?: string): Promise<InvoiceDto[]> {
  return invoicesInListOrder(db, search, 0, ADMIN_INVOICE_LIMIT);
}

/** One page of the same list, with its pagination (the screen's server-side paging, docs/decisions/042). */
export async function pageOfInvoices(db: DbOrTx, search: string | undefined, p: PageRequest): Promise<AdminInvoicePage> {
  const [list, count] = await Promise.all([invoicesInListOrder(db, search, (p.page - 1) * p.limit, p.limit), countInvoices(db, search)]);
  return { invoices: list, pagination: paginationOf(p, count) };
}

/** An order's invoice or a rental's (ADR 076) by id. */
export async function findInvoice(db: DbOrTx, id: string): Promise<InvoiceDto> {
  const rows = await db.select().from(invoices).where(eq(invoices.id, uuidOr404(id, "Invoice not found"))).limit(1);
  const [dto] = rows.length ? await toInvoiceDtos(db, rows) : [await findRentalInvoice(db, id)];
  if (!dto) throw notFound("Invoice not found");
  return dto;
}

/** A rental invoice's status follows its card charge (the billing job, a retry, the customer's pay link). */
async function refuseRentalInvoice(db: DbOrTx, id: string) {
  if (await findRentalInvoice(db, uuidOr404(id, "Invoice not found"))) {
    throw new HttpError("conflict", "A rental invoice is charged to the card on file: its status follows the charge and cannot be set by hand.");
  }
}

export async function lockInvoice(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, uuidOr404(id, "Invoice not found"))).for("update");
  if (!row) throw notFound("Invoice not found");
  return row;
}

export async function setInvoiceStatus(deps: Deps, actorId: string, id: string, status: InvoiceStatus): Promise<InvoiceDto> {
  await refuseRentalInvoice(deps.db, id);
  await deps.db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id);
    await tx.update(invoices).set({ status, updatedAt: deps.now() }).where(eq(invoices.id, current.id));
    await recordAudit(tx, { actorId, action: "invoice.status_changed", entity: "invoice", entityId: current.id, details: { invoiceNumber: current.invoiceNumber, from: current.status, to: status } });
  });
  return findInvoice(deps.db, id);
}

export async function invoicePdf(db: DbOrTx, id: string): Promise<{ invoice: InvoiceDto; pdf: Buffer; fileName: string }> {
  const invoice = await findInvoice(db, id);
  const pdf = await renderInvoicePdf(invoice, await getSiteSettings(db));
  return { invoice, pdf, fileName: pdfFileName(invoice) };
}

/** E-mails the invoice PDF to the customer. A draft becomes "sent"; the send itself is audited. */
export async function sendInvoice(deps: Deps, actorId: string, id: string): Promise<{ invoice: InvoiceDto; to: string; delivery: string }> {
  const { invoice, pdf, fileName } = await invoicePdf(deps.db, id);
  const settings = await getSiteSettings(deps.db);
  // Outbox: the mail, the draft → sent change and the audit line commit together; the job delivers it.
  await deps.db.transaction(async (tx) => {
    await deps.mailer.enqueue(tx, await invoiceMail({ invoice, pdf, fileName, brand: mailBrand(settings, deps.env.PUBLIC_URL) }));
    if (invoice.status === "draft") {
      await tx.update(invoices).set({ status: "sent", updatedAt: deps.now() }).where(eq(invoices.id, invoice.id));
    }
    await recordAudit(tx, { actorId, action: "invoice.sent", entity: "invoice", entityId: invoice.id, details: { invoiceNumber: invoice.invoiceNumber, to: invoice.user.email, delivery: "queued" } });
  });
  return { invoice: await findInvoice(deps.db, id), to: invoice.user.email, delivery: "queued" };
}
