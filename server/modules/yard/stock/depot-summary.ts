import { sql } from "drizzle-orm";
import { CONDITION_SELECTORS, SIZE_OPTIONS } from "../../../../contract/catalog-options.ts";
import type { DepotStockSummary } from "../../../../db/validation/stock.ts";
import type { DbOrTx } from "../../../../db/connect.ts";

type Row = { id: string; code: string; city: string; state: string; region: string; open: boolean; size: string | null; cond: string | null; units: number };

const REGIONS = ["West Coast", "Mid West", "East Coast"];

/**
 * Units for sale per depot, by container size and by condition, for the /inventory grid: one grouped
 * query over every depot (closed ones included, shown as closed) and visible product.
 */
export async function depotStockSummary(db: DbOrTx): Promise<DepotStockSummary> {
  const result = (await db.execute(sql`
    select d.id, d.code, d.city, d.state, d.region, d.closed_at is null as open,
      pd.size_ft as size, split_part(lower(pc.condition), ' ', 1) as cond,
      coalesce(sum(s.on_hand - s.reserved), 0)::int as units
    from depots d
    left join (stock s join products p on p.id = s.product_id and p.hidden_at is null) on s.depot_id = d.id
    left join product_dimensions pd on pd.id = s.dimension_id
    left join product_conditions pc on pc.id = s.condition_id
    group by 1, 2, 3, 4, 5, 6, 7, 8`)) as unknown as { rows: Row[] };
  const byDepot = Map.groupBy(result.rows, (r) => r.id);
  const depots = [...byDepot.values()].map((rows) => {
    const [d] = rows;
    const units = (pred: (r: Row) => boolean) => rows.filter(pred).reduce((n, r) => n + Number(r.units), 0);
    return {
      id: d.id,
      code: d.code,
      city: d.city,
      state: d.state,
      region: d.region,
      open: d.open,
      total: d.open ? units(() => true) : 0,
      bySize: SIZE_OPTIONS.map((value) => ({ value, count: d.open ? units((r) => r.size === value) : 0 })),
      byCondition: CONDITION_SELECTORS.map((value) => ({ value, count: d.open ? units((r) => r.cond === value) : 0 })),
    };
  });
  const regions = REGIONS.map((region) => {
    const list = depots.filter((d) => d.region === region).sort((a, b) => a.city.localeCompare(b.city));
    return { region, total: list.reduce((n, d) => n + d.total, 0), depots: list };
  });
  return { totalUnits: regions.reduce((n, r) => n + r.total, 0), regions };
}
