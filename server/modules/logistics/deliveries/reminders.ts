import { and, eq, gt, isNotNull, lte, notInArray, sql } from "drizzle-orm";
import { orders } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { placedOrder } from "../../orders/index.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { enqueueBookingMail } from "./booking-mail.ts";
import { addBusinessDays, addDays, localToday } from "../delivery/calendar.ts";
import { closedDays } from "../delivery/holidays.ts";
import { shopHour } from "./shop-clock.ts";
import { reminderMail } from "./mails.ts";

/** Reminders go out from this hour of the shop's day, not in the middle of the night. */
export const REMINDER_HOUR = 8;
/** How many business days before the drop the customer is reminded. */
export const REMINDER_BUSINESS_DAYS = 2;

/**
 * The delivery-reminder job (hourly): every placed, undelivered order whose delivery is at most two business
 * days away (the holiday calendar's closed days not counted) (so a run missed on Thursday still reminds on Friday for Monday) and not yet reminded for that date.
 * Each reminder is claimed with a conditional update in the transaction that queues its mail, so a retry, a second
 * replica or the next hour's run finds it claimed: one reminder per order and date. A rescheduled order carries
 * another date than the one it was reminded for, and is reminded again for the new one.
 */
export async function sendDeliveryReminders(deps: AppDeps): Promise<{ sent: number }> {
  const now = deps.now();
  const { timeZone, holidays } = await getSiteSettings(deps.db);
  if (shopHour(now, timeZone) < REMINDER_HOUR) return { sent: 0 };
  const today = localToday(now, timeZone);
  // Holidays are no business days (ADR 074): on the Wednesday before Thanksgiving, Monday is two business days away.
  const lastDay = addBusinessDays(today, REMINDER_BUSINESS_DAYS, closedDays(holidays, today, addDays(today, 14)));
  const due = await deps.db
    .select({ id: orders.id, date: orders.deliveryDate })
    .from(orders)
    .where(
      and(
        isNotNull(orders.deliveryDate),
        gt(orders.deliveryDate, today),
        lte(orders.deliveryDate, lastDay),
        sql`${orders.deliveryReminderSentFor} is distinct from ${orders.deliveryDate}`,
        notInArray(orders.status, ["cancelled", "delivered"]),
        placedOrder,
      ),
    );
  let sent = 0;
  for (const order of due) {
    const mailed = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(orders)
        .set({ deliveryReminderSentFor: order.date })
        .where(and(eq(orders.id, order.id), eq(orders.deliveryDate, order.date!), sql`${orders.deliveryReminderSentFor} is distinct from ${orders.deliveryDate}`))
        .returning();
      return claimed ? enqueueBookingMail(deps, tx, claimed, reminderMail) : false;
    });
    if (mailed) sent += 1;
  }
  if (sent) deps.logger.info(`[deliveries] ${sent} delivery reminder(s) queued for ${today}`);
  return { sent };
}
