import { type SQL, inArray, sql } from "drizzle-orm";
import { ADMIN_LIST_COUNT_CAP } from "../../../../contract/admin-lists.ts";
import { INVOICE_STATUSES, type InvoiceDto } from "../../../../contract/orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices, orders, rentalAgreements, rentalInvoices } from "../../../../db/schema/index.ts";
import { customersMatching, inList, statusesContaining, uuidContains } from "../../../lib/admin-search.ts";
import { containsPattern } from "../../../lib/like.ts";
import { toInvoiceDtos } from "../../orders/index.ts";
import { toRentalInvoiceDtos } from "./rental-invoices.ts";

/** The rental charges' own statuses behind the invoice words they are shown with (rental-invoices.ts). */
const RENTAL_STATUS_OF: Record<string, string> = { sent: "open", paid: "paid", overdue: "overdue", cancelled: "void" };

/**
 * Every invoice, the orders' and the rentals' (ADR 076), as (kind, id) keys in list order: issued newest first, then
 * the number (one sequence for both). Each side is read backwards from its (issued, number) index, so the merge
 * stops at the page. With a search, each side matches as the orders' invoices always did (ADR 039).
 */
function feed(search: string | undefined): SQL {
  const orderWhere = search ? sql`where ${orderInvoiceMatches(search)}` : sql``;
  const rentalWhere = search ? sql`where ${rentalInvoiceMatches(search)}` : sql``;
  return sql`
    select 'order' as kind, ${invoices.id}::text as id, ${invoices.issueDate} as issued, ${invoices.invoiceNumber} as number from ${invoices} ${orderWhere}
    union all
    select 'rental', ${rentalInvoices.id}::text, ${rentalInvoices.createdAt}, ${rentalInvoices.invoiceNumber} from ${rentalInvoices} ${rentalWhere}`;
}

/** One stretch of the merged list (offset, limit) as DTOs in list order. */
export async function invoicesInListOrder(db: DbOrTx, search: string | undefined, offset: number, limit: number): Promise<InvoiceDto[]> {
  const keys = (await db.execute(sql`select kind, id from (${feed(search)}) f order by issued desc, number desc limit ${limit} offset ${offset}`)) as unknown as { rows: { kind: string; id: string }[] };
  const ids = (kind: string) => keys.rows.filter((k) => k.kind === kind).map((k) => k.id);
  const [orderRows, rentalRows] = await Promise.all([
    ids("order").length ? db.select().from(invoices).where(inArray(invoices.id, ids("order"))) : [],
    ids("rental").length ? db.select().from(rentalInvoices).where(inArray(rentalInvoices.id, ids("rental"))) : [],
  ]);
  const [a, b] = await Promise.all([toInvoiceDtos(db, orderRows), toRentalInvoiceDtos(db, rentalRows)]);
  const byId = new Map([...a, ...b].map((d) => [d.id, d]));
  return keys.rows.flatMap((k) => byId.get(k.id) ?? []);
}

/** The merged list counted up to the cap (one more says there are more). */
export async function countInvoices(db: DbOrTx, search: string | undefined): Promise<{ total: number; capped: boolean }> {
  const counted = (await db.execute(sql`select count(*)::int as n from (select 1 from (${feed(search)}) f limit ${ADMIN_LIST_COUNT_CAP + 1}) every_row`)) as unknown as { rows: { n: number }[] };
  const n = Number(counted.rows[0]?.n ?? 0);
  return { total: Math.min(n, ADMIN_LIST_COUNT_CAP), capped: n > ADMIN_LIST_COUNT_CAP };
}

/**
 * Number, status, order id, user id, customer name or e-mail contains the term (app/routes/admin/invoices.tsx),
 * as a union of index lookups like the orders search (ADR 039). "refunded" is set by refunds only, so it is
 * not among the statuses an admin picks, but the check constraint allows it and a search finds it.
 */
export const orderInvoiceMatches = (search: string) => {
  const like = containsPattern(search);
  return sql`${invoices.id} in (
    select i.id from ${invoices} i where lower(i.invoice_number) like ${like}
    union all select i.id from ${invoices} i where i.order_id in (select o.id from ${orders} o where ${uuidContains(sql`o.id`, search, like)})
    union all select i.id from ${invoices} i where i.user_id in (${customersMatching(search, like)})
    union all select i.id from ${invoices} i where ${inList(sql`i.status`, statusesContaining([...INVOICE_STATUSES, "refunded"], search))})`;
};

/** The same search over the rentals' invoices: through the agreement for the order and the customer; "rental" finds them all. */
const rentalInvoiceMatches = (search: string) => {
  const like = containsPattern(search);
  const statuses = statusesContaining(Object.keys(RENTAL_STATUS_OF), search).map((s) => RENTAL_STATUS_OF[s]);
  const all = "rental".includes(search.trim().toLowerCase()) ? sql`true` : sql`false`;
  return sql`(${all} or ${rentalInvoices.id} in (
    select r.id from ${rentalInvoices} r where lower(r.invoice_number) like ${like}
    union all select r.id from ${rentalInvoices} r join ${rentalAgreements} a on a.id = r.agreement_id where ${uuidContains(sql`a.order_id`, search, like)}
    union all select r.id from ${rentalInvoices} r join ${rentalAgreements} a on a.id = r.agreement_id where a.user_id in (${customersMatching(search, like)})
    union all select r.id from ${rentalInvoices} r where ${inList(sql`r.status`, statuses)}))`;
};
