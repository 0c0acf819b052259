import { desc, inArray, sql } from "drizzle-orm";
import type { AdminOrderPage } from "../../../../contract/admin-lists.ts";
import { ORDER_STATUSES, type OrderDto } from "../../../../contract/orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { orders } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { containsPattern } from "../../../lib/like.ts";
import { toOrderDtos } from "../service.ts";
import { customersMatching, inList, statusesContaining, uuidContains } from "../../../lib/admin-search.ts";
import { type PageRequest, countUpToCap, pageKeys, pageOfIds, paginationOf } from "../../../lib/paging.ts";

/**
 * The admin list is searched and paged in the browser (SPEC section 9); this bounds what it receives.
 * A search is also sent to the server, so an order older than the newest 1,000 can still be found.
 */
export const ADMIN_ORDER_LIMIT = 1000;

/** Orders, newest first, with the customer's name and e-mail; with a search, those matching it as the browser does. */
export async function listAllOrders(deps: Pick<AppDeps, "db">, search?: string): Promise<OrderDto[]> {
  const rows = await newestOrders(deps.db, search).limit(ADMIN_ORDER_LIMIT);
  return toOrderDtos(deps.db, rows, { withUser: true });
}

/** One page of the same list, with its pagination (the screen's server-side paging, docs/decisions/042). */
export async function pageOfOrders(db: DbOrTx, search: string | undefined, p: PageRequest): Promise<AdminOrderPage> {
  const list = { table: orders, id: orders.id, order: sql`${orders.createdAt} desc, ${orders.id} desc` };
  const inListOrder = [desc(orders.createdAt), desc(orders.id)];
  if (!search) {
    // The page's rows in the statement that finds them (pageKeys), the capped count beside it.
    const [rows, count] = await Promise.all([db.select().from(orders).where(sql`${orders.id} in (${pageKeys(list, p)})`).orderBy(...inListOrder), countUpToCap(db, orders)]);
    return { orders: await toOrderDtos(db, rows, { withUser: true }), pagination: paginationOf(p, count) };
  }
  const page = await pageOfIds(db, list, orderMatches(search), p);
  const rows = page.ids.length ? await db.select().from(orders).where(inArray(orders.id, page.ids)).orderBy(...inListOrder) : [];
  return { orders: await toOrderDtos(db, rows, { withUser: true }), pagination: paginationOf(p, page) };
}

// Newest first from orders_created_idx (created_at, id), read backwards.
const newestOrders = (db: DbOrTx, search?: string) =>
  db.select().from(orders).where(search ? orderMatches(search) : undefined).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic();

/**
 * Id, user id, status, customer name or e-mail contains the term: the browser's own match (app/routes/admin/orders.tsx).
 * Written as a union of index lookups (trigram indexes on the ids, names and e-mails) rather than one OR over
 * every order, which read all 100,000 rows and looked the customer up for each (issue 22). The statuses are a
 * fixed list (a check constraint), so the ones containing the term are picked here.
 */
export function orderMatches(search: string) {
  const like = containsPattern(search);
  return sql`${orders.id} in (
    select o.id from ${orders} o where ${uuidContains(sql`o.id`, search, like)}
    union all select o.id from ${orders} o where o.user_id in (${customersMatching(search, like)})
    union all select o.id from ${orders} o where ${inList(sql`o.status`, statusesContaining(ORDER_STATUSES, search))})`;
}
