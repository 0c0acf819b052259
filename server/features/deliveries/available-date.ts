import { and, count, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/connect.ts";
import { depots, orders } from "../../../db/schema/index.ts";
import { placedOrder } from "../orders/service.ts";
import { daysBetween, weekdayName, weekdayOf } from "./calendar.ts";

/** How far ahead a drop can be booked; later dates are refused as a typo (a date two years out). */
export const BOOKING_HORIZON_DAYS = 180;

type DateCheck = { depotId: string; truck: string | null; date: string; today: string; excludeOrderId?: string };

/**
 * Whether a depot can deliver on `date`, with the reason for people when it cannot. A stand-in for the checkout's
 * own rules (issue 17: server/features/delivery/dates.ts, `isDeliveryDateAvailable`, built on another branch):
 * once that is merged, this function's body becomes a call to it, and reschedule and checkout agree.
 * Rules: after today and within the horizon, a day the depot is open, and a truck of the booked type still free.
 */
export async function deliveryDateProblem(db: DbOrTx, c: DateCheck): Promise<string | null> {
  const ahead = daysBetween(c.today, c.date);
  if (ahead <= 0) return "Choose a date after today";
  if (ahead > BOOKING_HORIZON_DAYS) return `Choose a date within the next ${BOOKING_HORIZON_DAYS} days`;
  const [depot] = await db.select().from(depots).where(eq(depots.id, c.depotId));
  if (!depot || depot.closedAt) return "The depot this order ships from is closed";
  if (!depot.openDays.includes(weekdayOf(c.date))) return `The ${depot.city} depot does not deliver on ${weekdayName(c.date)}s (open ${depot.openDays.join(", ")})`;
  if (!c.truck) return null;
  const capacity = depot.truckCapacity[c.truck as keyof typeof depot.truckCapacity] ?? 0;
  const [{ booked }] = await db
    .select({ booked: count() })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryDepotId, c.depotId),
        eq(orders.deliveryDate, c.date),
        eq(orders.deliveryTruck, c.truck),
        ne(orders.status, "cancelled"),
        placedOrder,
        c.excludeOrderId ? sql`${orders.id} <> ${c.excludeOrderId}` : undefined,
      ),
    );
  return booked >= capacity ? `Every ${c.truck} truck of the ${depot.city} depot is booked that day` : null;
}
