import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { deliverySlots } from "../../../../db/schema/index.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { type DateQuery, deliveryDateVerdict } from "../delivery/dates.ts";

/**
 * Locks the depot-day slot row (made on first use) until the caller's transaction ends. Every booking of that
 * day takes this lock before counting the day's trucks, so the count and the booking are one step: two
 * checkouts cannot both see the last truck free (docs/decisions/074, issue 43 defect 9).
 */
export async function lockDeliverySlot(tx: DbOrTx, depotId: string, day: string): Promise<void> {
  await tx.insert(deliverySlots).values({ depotId, day }).onConflictDoNothing();
  await tx.select({ day: deliverySlots.day }).from(deliverySlots).where(and(eq(deliverySlots.depotId, depotId), eq(deliverySlots.day, day))).for("update");
}

/**
 * Books `date` at the depot inside the caller's transaction: locks the slot, then checks the day again with every
 * committed booking counted. Throws 409 delivery_day_full when the day filled meanwhile, 400 for any other reason
 * the date cannot be served; the caller writes the order's booking before committing.
 */
export async function claimDeliverySlot(tx: DbOrTx, q: DateQuery & { date: string }): Promise<void> {
  await lockDeliverySlot(tx, q.depotId, q.date);
  const verdict = await deliveryDateVerdict(tx, q);
  if (!verdict) return;
  throw new HttpError(verdict.full ? "delivery_day_full" : "validation_failed", verdict.message, { errors: { deliveryDate: verdict.message } });
}
