import { type SQL, and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { QUOTE_STATUSES, type QuoteDto, type QuoteList, type QuoteStatus, type quoteListQuery } from "../../../../contract/quotes.ts";
import type { Db } from "../../../../db/connect.ts";
import { products, quoteRequests } from "../../../../db/schema/index.ts";
import { containsPattern } from "../../../lib/like.ts";
import { recordAudit } from "../../../lib/audit.ts";

type Row = typeof quoteRequests.$inferSelect;
type ProductRef = { id: string; name: string; sku: string | null } | null;

const toDto = (q: Row, product: ProductRef): QuoteDto => ({
  id: q.id,
  name: q.name,
  email: q.email,
  phone: q.phone,
  company: q.company,
  zip: q.zip,
  message: q.message,
  product: product?.id ? product : null,
  productOptions: q.productOptions,
  designId: q.designId,
  status: q.status as QuoteStatus,
  notes: q.notes,
  createdAt: q.createdAt.toISOString(),
  updatedAt: q.updatedAt.toISOString(),
});

/** Matches the words an admin remembers: name, e-mail, phone, company, ZIP, project text, notes or product name. */
function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = containsPattern(search);
  return or(
    ilike(quoteRequests.name, like),
    ilike(quoteRequests.email, like),
    ilike(quoteRequests.phone, like),
    ilike(quoteRequests.company, like),
    ilike(quoteRequests.zip, like),
    ilike(quoteRequests.message, like),
    ilike(quoteRequests.notes, like),
    ilike(products.name, like),
  );
}

const productColumns = { id: products.id, name: products.name, sku: products.sku };

/** The inbox, newest first, with the requested product and a count per status for the tabs. */
export async function listQuoteRequests(db: Db, query: z.output<typeof quoteListQuery>): Promise<QuoteList> {
  const search = searchFilter(query.search);
  const where = and(search, query.status ? eq(quoteRequests.status, query.status) : undefined);
  const [rows, perStatus] = await Promise.all([
    db
      .select({ quote: quoteRequests, product: productColumns })
      .from(quoteRequests)
      .leftJoin(products, eq(products.id, quoteRequests.productId))
      .where(where)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ status: quoteRequests.status, n: count() })
      .from(quoteRequests)
      .leftJoin(products, eq(products.id, quoteRequests.productId))
      .where(search)
      .groupBy(quoteRequests.status),
  ]);
  const counts = Object.fromEntries(QUOTE_STATUSES.map((s) => [s, 0])) as Record<QuoteStatus, number>;
  for (const { status, n } of perStatus) counts[status as QuoteStatus] = Number(n);
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    items: rows.map((r) => toDto(r.quote, r.product)),
    total,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    counts,
  };
}

/** Changes status and/or notes and records who did it, in one transaction; null when the id is unknown. */
export async function updateQuoteRequest(
  db: Db,
  actorId: string,
  id: string,
  patch: { status?: QuoteStatus; notes?: string },
): Promise<QuoteDto | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, id)).for("update").limit(1);
    if (!before) return null;
    const [after] = await tx
      .update(quoteRequests)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(quoteRequests.id, id))
      .returning();
    const changes: Record<string, unknown> = {};
    if (patch.status !== undefined && patch.status !== before.status) changes.status = { from: before.status, to: patch.status };
    if (patch.notes !== undefined && patch.notes !== before.notes) changes.notes = true;
    await recordAudit(tx, { actorId, action: "quote.updated", entity: "quote_request", entityId: id, details: changes });
    const [product] = after.productId
      ? await tx.select(productColumns).from(products).where(eq(products.id, after.productId)).limit(1)
      : [null];
    return toDto(after, product ?? null);
  });
}
