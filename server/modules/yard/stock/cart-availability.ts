import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { outOfStock } from "./errors.ts";
import { type VariantRef, stockOfVariants, variantKey, variantLabel } from "./variants.ts";

type Row = { product_id: string; dimension_id: string | null; condition_id: string | null; available: number };

/**
 * Units of each variant a customer can still buy, over every open depot, in one query. Units the
 * customer's own unpaid checkout holds count as theirs, so going back to the cart after opening the
 * payment page does not show their own box as sold out. Variants without stock rows are 0.
 */
export async function availableToCustomer(db: DbOrTx, variants: VariantRef[], userId: string | null): Promise<Map<string, number>> {
  const result = new Map(variants.map((v) => [variantKey(v), 0]));
  if (!variants.length) return result;
  const rows = (await db.execute(sql`
    select stock.product_id, stock.dimension_id, stock.condition_id,
      sum(stock.on_hand - stock.reserved + coalesce(mine.quantity, 0))::int as available
    from stock
    join depots on depots.id = stock.depot_id and depots.closed_at is null
    left join (
      select r.stock_id, sum(r.quantity) as quantity
      from stock_reservations r join orders o on o.id = r.order_id
      where r.status = 'held' and o.payment_status = 'pending' and o.user_id = ${userId ?? null}::uuid
      group by r.stock_id
    ) mine on mine.stock_id = stock.id
    where ${stockOfVariants(variants)}
    group by 1, 2, 3`)) as unknown as { rows: Row[] };
  for (const r of rows.rows) result.set(variantKey({ productId: r.product_id, dimensionId: r.dimension_id, conditionId: r.condition_id }), Number(r.available));
  return result;
}

/** What the cart says about a line: nothing, "Only 1 left", or sold out. */
export function stockIssue(quantity: number, available: number): string | null {
  if (available <= 0) return "Sold out — remove or request a quote";
  if (quantity > available) return `Only ${available} left`;
  return null;
}

/**
 * Refuses (409 `out_of_stock`, with the count) a cart quantity larger than what all open depots have
 * for the variant. `wanted` is the customer's total of the variant over all their lines.
 */
export async function assertCartQuantityAvailable(db: DbOrTx, userId: string, line: VariantRef & { name: string; dimension: string | null; condition: string | null }, wanted: number) {
  const available = (await availableToCustomer(db, [line], userId)).get(variantKey(line)) ?? 0;
  if (wanted > available) throw outOfStock(variantLabel(line), available);
}
