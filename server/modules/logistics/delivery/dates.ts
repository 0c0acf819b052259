import { and, between, eq, gt, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { TruckType } from "../../../../contract/delivery.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, orders } from "../../../../db/schema/index.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { addBusinessDays, addDays, daysBetween, formatDay, isIsoDate, localToday, weekdayName, weekdayOf } from "./calendar.ts";
import { type ClosedDays, closedDays } from "./holidays.ts";

/** How far ahead a drop can be booked. */
export const BOOKING_HORIZON_DAYS = 120;

/**
 * Business days between order and drop (docs/decisions/024): 3 when the depot has the units, a day more past
 * 100 and past 200 road miles (the "3–5 business days"); 10 when the units must come from elsewhere.
 */
export function leadBusinessDays(miles: number, inStock: boolean): number {
  if (!inStock) return 10;
  return 3 + (miles > 100 ? 1 : 0) + (miles > 200 ? 1 : 0);
}

export type DateQuery = {
  depotId: string;
  truck: TruckType;
  /** Trucks this booking needs that day (a 3-container crane drop needs 3). */
  trucks?: number;
  /** The moment of asking (deps.now()); "today" is taken on the shop's clock. */
  from: Date;
  leadBusinessDays?: number;
  /** A customer's own unpaid cart checkouts do not hold days against them (their new checkout replaces them). */
  ignoreUserId?: string;
  /** An order being rescheduled does not count against its own day. */
  ignoreOrderId?: string;
  /** A booked order's own lead (build and transit), counted from the moment it was placed: a reschedule keeps it. */
  leadFrom?: { at: Date; businessDays: number };
};

/**
 * Not one of the customer's own unpaid cart checkouts, which their next checkout supersedes (sales'
 * closeEarlierCheckouts): their offer orders and invoice pages keep their trucks (found by the model test).
 */
const notOwnCartCheckout = (userId: string) => or(ne(orders.userId, userId), isNotNull(orders.offerId), isNotNull(orders.sessionAmountCents));

/**
 * Trucks of one type booked per day at a depot: every placed order that is not cancelled (paid, deposit paid,
 * partly refunded, or standing on net-30 terms with nothing paid yet), and unpaid checkouts whose payment page is
 * still open (docs/decisions/074).
 */
export async function bookedTrucks(db: DbOrTx, q: DateQuery, firstDay: string, lastDay: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: orders.deliveryDate, trucks: sql<number>`sum(coalesce(${orders.deliveryTrucks}, 1))::int` })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryDepotId, q.depotId),
        eq(orders.deliveryTruck, q.truck),
        between(orders.deliveryDate, firstDay, lastDay),
        ne(orders.status, "cancelled"),
        or(
          inArray(orders.paymentStatus, ["paid", "deposit_paid", "partially_refunded"]),
          ne(orders.status, "pending"),
          and(eq(orders.paymentStatus, "pending"), gt(orders.checkoutExpiresAt, q.from), q.ignoreUserId ? notOwnCartCheckout(q.ignoreUserId) : undefined),
        ),
        q.ignoreOrderId ? ne(orders.id, q.ignoreOrderId) : undefined,
      ),
    )
    .groupBy(orders.deliveryDate);
  return new Map(rows.map((r) => [r.day ?? "", Number(r.trucks)]));
}

/** The booking window on the shop's clock, with the holiday calendar's closed days in it (ADR 074, "Holidays"). */
type Window = { today: string; earliest: string; last: string; depot: typeof depots.$inferSelect; closed: ClosedDays };

async function windowOf(db: DbOrTx, q: DateQuery): Promise<Window> {
  const [[depot], site] = await Promise.all([db.select().from(depots).where(eq(depots.id, q.depotId)).limit(1), getSiteSettings(db)]);
  if (!depot) throw new Error(`No depot ${q.depotId}`);
  const today = localToday(q.from, site.timeZone);
  const last = addDays(today, BOOKING_HORIZON_DAYS);
  const placed = q.leadFrom ? localToday(q.leadFrom.at, site.timeZone) : today;
  // A lead time of 10 business days over Christmas can end past the horizon's last day: a month more of calendar.
  const closed = closedDays(site.holidays, placed < today ? placed : today, addDays(last, 31));
  const fromToday = addBusinessDays(today, q.leadBusinessDays ?? 3, closed);
  const fromPlaced = q.leadFrom ? addBusinessDays(placed, q.leadFrom.businessDays, closed) : fromToday;
  return { today, earliest: fromPlaced > fromToday ? fromPlaced : fromToday, last, depot, closed };
}

const capacityOf = (w: Window, truck: TruckType) => (w.depot.closedAt ? 0 : (w.depot.truckCapacity[truck] ?? 0));

/** The depot works that weekday and it is no holiday. */
const opens = (w: Window, day: string) => w.depot.openDays.includes(weekdayOf(day)) && !w.closed.has(day);

/**
 * The next `count` days (default 30) a drop can be booked: from the lead time on, days the depot is open,
 * and days it still has `trucks` trucks of the type free. Ascending "YYYY-MM-DD".
 */
export async function availableDeliveryDates(db: DbOrTx, q: DateQuery & { count?: number }): Promise<string[]> {
  const w = await windowOf(db, q);
  const capacity = capacityOf(w, q.truck);
  const need = q.trucks ?? 1;
  if (capacity < need) return [];
  const booked = await bookedTrucks(db, q, w.earliest, w.last);
  const out: string[] = [];
  for (let d = w.earliest; d <= w.last && out.length < (q.count ?? 30); d = addDays(d, 1)) {
    if (opens(w, d) && (booked.get(d) ?? 0) + need <= capacity) out.push(d);
  }
  return out;
}

/** Why a date cannot be booked, in words for the customer; null when it can. */
export async function deliveryDateProblem(db: DbOrTx, q: DateQuery & { date: string }): Promise<string | null> {
  return (await deliveryDateVerdict(db, q))?.message ?? null;
}

/** As deliveryDateProblem, saying also whether the only trouble is a day with no truck left (`full`). */
export async function deliveryDateVerdict(db: DbOrTx, q: DateQuery & { date: string }): Promise<{ message: string; full: boolean } | null> {
  const no = (message: string) => ({ message, full: false });
  if (!isIsoDate(q.date)) return no("Choose a real date (YYYY-MM-DD)");
  const w = await windowOf(db, q);
  const where = `our ${w.depot.city} depot`;
  if (q.date <= w.today) return no("That date has passed; choose a later one");
  if (q.date < w.earliest) return no(`The earliest delivery from ${where} is ${formatDay(w.earliest)}`);
  if (daysBetween(w.today, q.date) > BOOKING_HORIZON_DAYS) return no(`Deliveries can be booked up to ${BOOKING_HORIZON_DAYS} days ahead`);
  if (!w.depot.openDays.includes(weekdayOf(q.date))) return no(`We do not deliver from ${where} on ${weekdayName(q.date)}s`);
  const holiday = w.closed.get(q.date);
  if (holiday === "closed") return no(`We do not deliver on ${formatDay(q.date)}: our depots are closed; choose another day`);
  if (holiday) return no(`We do not deliver on ${holiday} (${formatDay(q.date)}); choose another day`);
  const need = q.trucks ?? 1;
  const booked = (await bookedTrucks(db, q, q.date, q.date)).get(q.date) ?? 0;
  if (booked + need > capacityOf(w, q.truck)) return { message: `${formatDay(q.date)} is fully booked at ${where}; choose another day`, full: true };
  return null;
}

export async function isDeliveryDateAvailable(db: DbOrTx, q: DateQuery & { date: string }): Promise<boolean> {
  return (await deliveryDateProblem(db, q)) === null;
}

export type EarliestWant = { truck: TruckType; trucks: number; leadBusinessDays: number };

/**
 * The first bookable day of each want at one depot (null when none within the horizon): the quote asks this for
 * every truck type at once, so the depot, the shop's clock and each type's bookings are read once, not per type.
 */
export async function earliestDates(db: DbOrTx, q: { depotId: string; from: Date; wants: EarliestWant[] }): Promise<(string | null)[]> {
  if (!q.wants.length) return [];
  const base = { depotId: q.depotId, from: q.from };
  const w = await windowOf(db, { ...base, truck: q.wants[0].truck, leadBusinessDays: 0 });
  const trucks = [...new Set(q.wants.map((x) => x.truck))];
  const booked = new Map(await Promise.all(trucks.map(async (truck) => [truck, await bookedTrucks(db, { ...base, truck }, w.today, w.last)] as const)));
  return q.wants.map((want) => {
    const capacity = capacityOf(w, want.truck);
    for (let d = addBusinessDays(w.today, want.leadBusinessDays, w.closed); d <= w.last; d = addDays(d, 1)) {
      if (opens(w, d) && (booked.get(want.truck)?.get(d) ?? 0) + want.trucks <= capacity) return d;
    }
    return null;
  });
}
