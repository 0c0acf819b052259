import { type SQL, and, asc, eq, isNull, sql } from "drizzle-orm";
import { LOW_STOCK_THRESHOLD, STOCK_PAGE_SIZE } from "../../../../contract/stock.ts";
import type { AdminStockList, AdminStockQuery } from "../../../../db/validation/stock.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, productCategories, productConditions, productDimensions, products, stock, stockTransfers } from "../../../../db/schema/index.ts";
import { containsPattern } from "../../../lib/like.ts";

const available = sql<number>`(${stock.onHand} - ${stock.reserved})`;

/**
 * The admin Stock screen: variant × depot rows, emptiest first, filtered by depot, category and search;
 * `lowOnly` keeps what is at or under LOW_STOCK_THRESHOLD. Two queries for any page: the rows, and the
 * counts (total, zero, low) under the same filters.
 */
export async function listStock(db: DbOrTx, q: AdminStockQuery): Promise<AdminStockList> {
  const filters: SQL[] = [isNull(products.hiddenAt)];
  if (q.depotId) filters.push(eq(stock.depotId, q.depotId));
  if (q.category) filters.push(sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id} and pc.category_slug = ${q.category.toLowerCase()})`);
  if (q.search) filters.push(sql`${products.searchText} like ${containsPattern(q.search)}`);
  const base = and(...filters);
  const where = q.lowOnly ? and(base, sql`${available} <= ${LOW_STOCK_THRESHOLD}`) : base;
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        productId: products.id,
        name: products.name,
        sku: products.sku,
        dimension: productDimensions.dimension,
        condition: productConditions.condition,
        depotId: depots.id,
        depot: sql<string>`${depots.city} || ', ' || ${depots.state}`,
        dimensionId: stock.dimensionId,
        conditionId: stock.conditionId,
        onHand: stock.onHand,
        reserved: stock.reserved,
        inTransit: sql<number>`(select coalesce(sum(t.quantity), 0)::int from ${stockTransfers} t where t.status = 'in_transit' and t.to_depot_id = ${stock.depotId} and t.product_id = ${stock.productId} and t.dimension_id is not distinct from ${stock.dimensionId} and t.condition_id is not distinct from ${stock.conditionId})`,
      })
      .from(stock)
      .innerJoin(products, eq(products.id, stock.productId))
      .innerJoin(depots, eq(depots.id, stock.depotId))
      .leftJoin(productDimensions, eq(productDimensions.id, stock.dimensionId))
      .leftJoin(productConditions, eq(productConditions.id, stock.conditionId))
      .where(where)
      .orderBy(asc(available), asc(products.name), asc(productDimensions.position), asc(productConditions.position), asc(depots.city))
      .limit(STOCK_PAGE_SIZE)
      .offset((q.page - 1) * STOCK_PAGE_SIZE),
    db
      .select({
        total: q.lowOnly ? sql<number>`count(*) filter (where ${available} <= ${LOW_STOCK_THRESHOLD})::int` : sql<number>`count(*)::int`,
        zero: sql<number>`count(*) filter (where ${available} = 0)::int`,
        low: sql<number>`count(*) filter (where ${available} > 0 and ${available} <= ${LOW_STOCK_THRESHOLD})::int`,
      })
      .from(stock)
      .innerJoin(products, eq(products.id, stock.productId))
      .where(base),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, available: r.onHand - r.reserved })),
    pagination: { currentPage: q.page, totalPages: Math.max(1, Math.ceil(counts.total / STOCK_PAGE_SIZE)), totalRows: counts.total },
    summary: { zero: counts.zero, low: counts.low },
  };
}
