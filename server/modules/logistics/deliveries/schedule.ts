import { and, asc, eq, gte, lte, ne } from "drizzle-orm";
import type { DeliverySchedule, DepotDay } from "../../../../contract/deliveries.ts";
import { DEPOT_TRUCK_TYPES } from "../../../../contract/depots.ts";
import { depots, orders, users } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { badRequest } from "../../../lib/http-errors.ts";
import { placedOrder } from "../../orders/index.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { addDays, daysBetween, localToday } from "../delivery/calendar.ts";

/** The screen's default: today and the 13 days after it. */
export const DEFAULT_RANGE_DAYS = 14;
/** A longer range is a report, not a dispatch board. */
export const MAX_RANGE_DAYS = 62;

type Range = { from?: string; to?: string; depotId?: string };

/**
 * Booked deliveries of placed, not cancelled orders per day and depot, with each day's trucks booked per type
 * against the depot's capacity: what the yard dispatches and where a day is full.
 */
export async function deliverySchedule(deps: Pick<AppDeps, "db" | "now">, q: Range): Promise<DeliverySchedule> {
  const { timeZone } = await getSiteSettings(deps.db);
  const from = q.from ?? localToday(deps.now(), timeZone);
  const to = q.to ?? addDays(from, DEFAULT_RANGE_DAYS - 1);
  if (daysBetween(from, to) < 0) throw badRequest("Invalid date range", { to: "The last day must not be before the first" });
  if (daysBetween(from, to) >= MAX_RANGE_DAYS) throw badRequest("Invalid date range", { to: `Show at most ${MAX_RANGE_DAYS} days at once` });
  const rows = await deps.db
    .select({ order: orders, depot: depots, name: users.fullName, email: users.email })
    .from(orders)
    .innerJoin(depots, eq(depots.id, orders.deliveryDepotId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(gte(orders.deliveryDate, from), lte(orders.deliveryDate, to), ne(orders.status, "cancelled"), placedOrder, q.depotId ? eq(orders.deliveryDepotId, q.depotId) : undefined))
    .orderBy(asc(orders.deliveryDate), asc(depots.city), asc(orders.createdAt));
  const days = new Map<string, Map<string, DepotDay & { capacity: Record<string, number> }>>();
  for (const r of rows) {
    const date = r.order.deliveryDate!;
    const byDepot = days.get(date) ?? new Map();
    days.set(date, byDepot);
    const entry = byDepot.get(r.depot.id) ?? {
      depot: { id: r.depot.id, name: r.depot.name, city: r.depot.city, state: r.depot.state },
      trucks: [],
      orders: [],
      capacity: r.depot.truckCapacity as Record<string, number>,
    };
    byDepot.set(r.depot.id, entry);
    const a = r.order.shippingAddress;
    entry.orders.push({
      orderId: r.order.id,
      status: r.order.status,
      customer: { name: r.name, email: r.email },
      city: a.city,
      state: a.state,
      postalCode: a.postalCode,
      truck: r.order.deliveryTruck,
      trucks: r.order.deliveryTrucks ?? 1,
    });
  }
  return {
    from,
    to,
    days: [...days].map(([date, byDepot]) => ({ date, depots: [...byDepot.values()].map(({ capacity, ...d }) => ({ ...d, trucks: truckLoads(d.orders, capacity) })) })),
  };
}

/** Every truck type the depot runs or that is booked anyway (over capacity shows as "crane 5 / 4"). */
function truckLoads(list: DepotDay["orders"], capacity: Record<string, number>) {
  return DEPOT_TRUCK_TYPES.map((type) => ({ type, booked: list.filter((o) => o.truck === type).reduce((n, o) => n + o.trucks, 0), capacity: capacity[type] ?? 0 })).filter(
    (t) => t.capacity > 0 || t.booked > 0,
  );
}

/** Whether a depot exists, so a filter naming an unknown one is a 400, not an empty board. */
export async function depotExists(db: AppDeps["db"], id: string) {
  return (await db.select({ id: depots.id }).from(depots).where(eq(depots.id, id))).length > 0;
}
