import { desc, eq, inArray, sql } from "drizzle-orm";
import type { InvoiceUpdate } from "../../../../contract/admin.ts";
import type { AdminInvoicePage } from "../../../../contract/admin-lists.ts";
import { INVOICE_STATUSES, type InvoiceDto } from "../../../../contract/orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices, orders } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError, notFound } from "../../../lib/http-errors.ts";
import { containsPattern } from "../../../lib/like.ts";
import { renderInvoicePdf } from "../pdf/render.ts";
import { pdfFileName } from "../pdf/service.ts";
import { toInvoiceDtos } from "../../orders/index.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { customersMatching, inList, statusesContaining, uuidContains } from "../../../lib/admin-search.ts";
import { type PageRequest, countUpToCap, pageKeys, pageOfIds, paginationOf } from "../../../lib/paging.ts";
import { uuidOr404 } from "../../../lib/ids.ts";
import { invoiceMail } from "./mails.ts";

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

/** Invoices, newest first; with a search, those matching it as the browser does. */
export async function listAllInvoices(db: DbOrTx, search?: string): Promise<InvoiceDto[]> {
  return toInvoiceDtos(db, await newestInvoices(db, search).limit(ADMIN_INVOICE_LIMIT));
}

/** One page of the same list, with its pagination (the screen's server-side paging, docs/decisions/042). */
export async function pageOfInvoices(db: DbOrTx, search: string | undefined, p: PageRequest): Promise<AdminInvoicePage> {
  const list = { table: invoices, id: invoices.id, order: sql`${invoices.issueDate} desc, ${invoices.invoiceNumber} desc` };
  const inListOrder = [desc(invoices.issueDate), desc(invoices.invoiceNumber)];
  if (!search) {
    // As the orders page: the rows in the statement that finds them, the capped count beside it.
    const [rows, count] = await Promise.all([db.select().from(invoices).where(sql`${invoices.id} in (${pageKeys(list, p)})`).orderBy(...inListOrder), countUpToCap(db, invoices)]);
    return { invoices: await toInvoiceDtos(db, rows), pagination: paginationOf(p, count) };
  }
  const page = await pageOfIds(db, list, invoiceMatches(search), p);
  const rows = page.ids.length ? await db.select().from(invoices).where(inArray(invoices.id, page.ids)).orderBy(...inListOrder) : [];
  return { invoices: await toInvoiceDtos(db, rows), pagination: paginationOf(p, page) };
}

// Newest first from invoices_issue_date_idx (issue_date, invoice_number), read backwards.
const newestInvoices = (db: DbOrTx, search?: string) =>
  db.select().from(invoices).where(search ? invoiceMatches(search) : undefined).orderBy(desc(invoices.issueDate), desc(invoices.invoiceNumber)).$dynamic();

/**
 * Number, status, order id, user id, customer name or e-mail contains the term (app/routes/admin/invoices.tsx),
 * as a union of index lookups like the orders search (ADR 039). "refunded" is set by refunds only, so it is
 * not among the statuses an admin picks, but the check constraint allows it and a search finds it.
 */
const invoiceMatches = (search: string) => {
  const like = containsPattern(search);
  return sql`${invoices.id} in (
    select i.id from ${invoices} i where lower(i.invoice_number) like ${like}
    union all select i.id from ${invoices} i where i.order_id in (select o.id from ${orders} o where ${uuidContains(sql`o.id`, search, like)})
    union all select i.id from ${invoices} i where i.user_id in (${customersMatching(search, like)})
    union all select i.id from ${invoices} i where ${inList(sql`i.status`, statusesContaining([...INVOICE_STATUSES, "refunded"], search))})`;
};

export async function findInvoice(db: DbOrTx, id: string): Promise<InvoiceDto> {
  const rows = await db.select().from(invoices).where(eq(invoices.id, uuidOr404(id, "Invoice not found"))).limit(1);
  const [dto] = await toInvoiceDtos(db, rows);
  if (!dto) throw notFound("Invoice not found");
  return dto;
}

export async function lockInvoice(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, uuidOr404(id, "Invoice not found"))).for("update");
  if (!row) throw notFound("Invoice not found");
  return row;
}

export async function setInvoiceStatus(deps: Deps, actorId: string, id: string, status: InvoiceStatus): Promise<InvoiceDto> {
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
    await deps.mailer.enqueue(tx, invoiceMail({ invoice, pdf, fileName, settings, publicUrl: deps.env.PUBLIC_URL }));
    if (invoice.status === "draft") {
      await tx.update(invoices).set({ status: "sent", updatedAt: deps.now() }).where(eq(invoices.id, invoice.id));
    }
    await recordAudit(tx, { actorId, action: "invoice.sent", entity: "invoice", entityId: invoice.id, details: { invoiceNumber: invoice.invoiceNumber, to: invoice.user.email, delivery: "queued" } });
  });
  return { invoice: await findInvoice(deps.db, id), to: invoice.user.email, delivery: "queued" };
}
