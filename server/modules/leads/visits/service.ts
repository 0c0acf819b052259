import { gte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { visits } from "../../../../db/schema/index.ts";

/** Stores one page visit. The query string is dropped: it can carry search terms or tokens. */
export async function recordVisit(db: DbOrTx, path: string, at: Date): Promise<void> {
  const clean = path.split(/[?#]/)[0] || "/";
  await db.insert(visits).values({ path: clean, createdAt: at });
}

/** Visits recorded at or after `since` (the admin dashboard passes the start of its day). */
export async function countVisitsSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(visits).where(gte(visits.createdAt, since));
  return row?.n ?? 0;
}
