import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { getSiteSettings } from "../../settings/index.ts";

/** A report's range as SQL: the first instant of `from` and the first instant after `to`, in the shop's time zone. */
export type ReportRange = { from: string; to: string; tz: string; start: SQL; end: SQL };

export async function reportRange(db: DbOrTx, from: string, to: string): Promise<ReportRange> {
  const tz = (await getSiteSettings(db)).timeZone;
  return { from, to, tz, start: sql`((${from}::date)::timestamp at time zone ${tz})`, end: sql`(((${to}::date) + 1)::timestamp at time zone ${tz})` };
}

/** Every month the range touches, as 'YYYY-MM' keys (so a month without sales still shows, at 0). */
export const monthSeries = (r: ReportRange) =>
  sql`select to_char(m, 'YYYY-MM') as month from generate_series(date_trunc('month', ${r.from}::date), date_trunc('month', ${r.to}::date), interval '1 month') m`;

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** SQL sums come back as strings (bigint); the figures are whole cents, well inside a double's exact range. */
export const int = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
