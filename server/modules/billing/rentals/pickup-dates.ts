import type { TruckType } from "../../../../contract/delivery.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { availableDeliveryDates } from "../../logistics/index.ts";
import { addBusinessDays, isoDate } from "./dates.ts";
import type { AgreementRow } from "./view.ts";
import { closedDaysFrom } from "./closed-days.ts";

/** Working days the yard needs to put a collection on a truck's run, as for a drop. */
export const PICKUP_LEAD_BUSINESS_DAYS = 2;
/** How many days the customer is offered. */
const OFFERED = 30;

/** The first day a pick-up may be on: the end of the minimum term (or of an admin's extension), and not in the past. */
export function earliestPickup(a: AgreementRow, today: string): string {
  const end = a.extendedUntil && a.extendedUntil > a.minimumEndDate ? a.extendedUntil : a.minimumEndDate;
  const tomorrow = isoDate(new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000));
  return end > tomorrow ? end : tomorrow;
}

/**
 * The days a pick-up can be booked (docs/decisions/029): the depot's own open days with a truck of the delivery's
 * type still free (the delivery feature's availableDeliveryDates, the same rules as a drop), from the end of the
 * minimum term. A term ending months away is asked from its last day, so the depot's booking horizon counts from
 * there. `dates` is null for an agreement without a depot (then any day from `earliest` is taken).
 */
export async function pickupDates(db: DbOrTx, a: AgreementRow, now: Date): Promise<{ earliest: string; dates: string[] | null }> {
  const today = isoDate(now);
  const earliest = earliestPickup(a, today);
  if (!a.depotId) return { earliest, dates: null };
  const soon = addBusinessDays(today, PICKUP_LEAD_BUSINESS_DAYS, await closedDaysFrom(db, today)) >= earliest;
  const offered = await availableDeliveryDates(db, {
    depotId: a.depotId,
    truck: (a.truck ?? "tilt-bed") as TruckType,
    from: soon ? now : new Date(`${earliest}T12:00:00Z`),
    leadBusinessDays: soon ? PICKUP_LEAD_BUSINESS_DAYS : 0,
    count: OFFERED,
  });
  return { earliest, dates: offered.filter((d) => d >= earliest) };
}
