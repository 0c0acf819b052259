import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { rentalAgreements, rentalInvoices } from "../../../../db/schema/index.ts";
import { addMonths, cyclePeriod } from "./dates.ts";

/**
 * The drop is made (ADR 085): the order's agreements start that day. At payment they were dated from the booked day
 * (agreementStartDate, ADR 029) and the billing job starts them when it comes; a drop made on another day re-dates
 * them (start, anniversary day, minimum end and the first cycle's period, paid at checkout) and starts them now.
 * An agreement already billed beyond its first cycle keeps its dates: its money has moved on them.
 * Returns how many agreements started.
 */
export async function startRentalsOnDelivery(tx: DbOrTx, orderId: string, day: string, now: Date): Promise<number> {
  const rows = await tx
    .select({ agreement: rentalAgreements, cycles: sql<number>`(select count(*) from ${rentalInvoices} where ${rentalInvoices.agreementId} = ${rentalAgreements.id})::int` })
    .from(rentalAgreements)
    .where(and(eq(rentalAgreements.orderId, orderId), inArray(rentalAgreements.status, ["scheduled", "active"])))
    .for("update", { of: rentalAgreements });
  let started = 0;
  for (const { agreement: a, cycles } of rows) {
    if (cycles > 1 || (a.status === "active" && a.startDate === day)) continue;
    const anniversaryDay = Number(day.slice(8, 10));
    await tx
      .update(rentalAgreements)
      .set({ startDate: day, anniversaryDay, minimumEndDate: addMonths(day, a.minTermMonths, anniversaryDay), status: "active", updatedAt: now })
      .where(eq(rentalAgreements.id, a.id));
    const period = cyclePeriod(day, anniversaryDay, 1);
    await tx.update(rentalInvoices).set({ periodStart: period.start, periodEnd: period.end, updatedAt: now }).where(and(eq(rentalInvoices.agreementId, a.id), eq(rentalInvoices.cycle, 1)));
    started += 1;
  }
  return started;
}
