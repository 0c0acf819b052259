import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { ADMIN_LIST_COUNT_CAP, ADMIN_PAGE_SIZE, type AdminListPagination, type AdminListQuery } from "../../../contract/admin-lists.ts";
import type { DbOrTx } from "../../../db/connect.ts";

/**
 * Server-side pages of the admin order and invoice lists (docs/decisions/042). A page is an index scan of `limit`
 * rows after an offset the query schema keeps under ADMIN_LIST_COUNT_CAP, and the total is counted only up to that
 * cap: with 100,000 orders neither reads more than about 10,000 index entries, however large the table grows.
 */
export type PageRequest = { page: number; limit: number };

/** The paged form was asked for (`page` or `limit` sent); otherwise the answer is the SPEC's plain list. */
export function pageRequested(q: AdminListQuery): PageRequest | null {
  if (q.page === undefined && q.limit === undefined) return null;
  return { page: q.page ?? 1, limit: q.limit ?? ADMIN_PAGE_SIZE };
}

export const offsetOf = (p: PageRequest) => (p.page - 1) * p.limit;

/** Rows matching `where`, counted up to the cap (one more tells whether there are more). */
export async function cappedCount(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<{ total: number; capped: boolean }> {
  const result = (await db.execute(
    sql`select count(*)::int as n from (select 1 from ${table} where ${where ?? sql`true`} limit ${ADMIN_LIST_COUNT_CAP + 1}) matching`,
  )) as unknown as { rows: { n: number }[] };
  const n = Number(result.rows[0]?.n ?? 0);
  return { total: Math.min(n, ADMIN_LIST_COUNT_CAP), capped: n > ADMIN_LIST_COUNT_CAP };
}

export function paginationOf(p: PageRequest, count: { total: number; capped: boolean }): AdminListPagination {
  const totalPages = Math.ceil(count.total / p.limit);
  return {
    currentPage: p.page,
    limit: p.limit,
    totalPages,
    total: count.total,
    totalCapped: count.capped,
    hasNext: p.page < totalPages,
    hasPrev: p.page > 1,
  };
}
