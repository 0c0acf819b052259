import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/connect.ts";
import { invoices, orders } from "../../../db/schema/index.ts";

/** The days an offer's terms give to pay (server/workflows/accept-offer.ts NET_TERMS_DAYS). */
export const TERMS_DAYS = 30;

/**
 * A deposit order's balance is due before delivery (issue 43, defect 5): its stored `invoices.due_date` is the
 * booked delivery day when that comes before the terms' date (issued + 30 days), else the terms' date, so nothing
 * that reads the column (overdue job, exports, the PDF) sees "30 days on". Called wherever the day is set or moves:
 * the offer's booking, a reschedule, a late payment's new day. Paid, cancelled and refunded invoices stay as they are.
 */
export async function alignBalanceDueDate(tx: DbOrTx, orderId: string): Promise<void> {
  await tx.execute(sql`
    update ${invoices} i set due_date = case
        when o.delivery_date is null then i.issue_date + make_interval(days => ${TERMS_DAYS})
        else least(i.issue_date + make_interval(days => ${TERMS_DAYS}), o.delivery_date::timestamp at time zone 'UTC')
      end
    from ${orders} o
    where o.id = i.order_id and i.order_id = ${orderId} and o.deposit_cents is not null
      and i.status not in ('paid', 'cancelled', 'refunded')`);
}
