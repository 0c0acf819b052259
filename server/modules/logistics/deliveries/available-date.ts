import type { TruckType } from "../../../../contract/delivery.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import type { orders } from "../../../../db/schema/index.ts";
import { deliveryDateProblem, leadBusinessDays } from "../delivery/dates.ts";
import { buildOf } from "./build-lead.ts";

/**
 * Why an order's drop cannot move to `date`, in words for people; null when it can. The checkout's own rules
 * (server/modules/logistics/delivery/dates.ts): after the lead time, within the horizon, a day the depot is open, and
 * enough trucks of the booked type still free that day, not counting this order's own. The lead time is the
 * in-stock one for the order's miles: a placed order's units are already sold from its depot; a custom build's
 * lead time counts from the day it was placed.
 */
export async function rescheduleDateProblem(db: DbOrTx, order: typeof orders.$inferSelect, date: string, now: Date): Promise<string | null> {
  return deliveryDateProblem(db, {
    build: await buildOf(db, order),
    depotId: order.deliveryDepotId!,
    truck: (order.deliveryTruck ?? "flatbed") as TruckType,
    trucks: order.deliveryTrucks ?? 1,
    from: now,
    leadBusinessDays: leadBusinessDays(order.deliveryMiles ?? 0, true),
    ignoreOrderId: order.id,
    date,
  });
}
