import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { rentalAgreements, rentalInvoices } from "../../../../db/schema/index.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { CHARGE_HOLD_MS, chargeRentalInvoice } from "./charge.ts";
import { cycleOn, cyclePeriod, cycleStart, daysBetween, isoDate } from "./dates.ts";
import { nextInvoiceNumber } from "./invoice-number.ts";
import { enqueueAdminAlert, enqueueDunningMail } from "./mails.ts";
import type { AgreementRow } from "./view.ts";

/** Reminder days after a decline (step 1, 2, 3), then the admin the day after the last one. */
export const DUNNING_DAYS = [0, 3, 7] as const;
export const ADMIN_ALERT_DAY = 8;

const BILLING = ["active", "overdue", "pickup_scheduled"] as const;

/**
 * Issues every cycle due by `today` that is not issued yet. The (agreement, kind, cycle) key makes a second
 * replica's or a restarted run's insert a no-op; a cycle starting on or after the pick-up date is never billed.
 */
async function issueDueCycles(deps: AppDeps, a: AgreementRow, today: string, now: Date) {
  const [last] = await deps.db.select({ max: sql<number | null>`max(${rentalInvoices.cycle})` }).from(rentalInvoices).where(and(eq(rentalInvoices.agreementId, a.id), eq(rentalInvoices.kind, "cycle")));
  let issued = 0;
  for (let cycle = (last.max ?? 0) + 1; cycleStart(a.startDate, a.anniversaryDay, cycle) <= today; cycle++) {
    const period = cyclePeriod(a.startDate, a.anniversaryDay, cycle);
    if (a.pickupDate && period.start >= a.pickupDate) break;
    const [row] = await deps.db
      .insert(rentalInvoices)
      .values({ invoiceNumber: await nextInvoiceNumber(deps.db), agreementId: a.id, kind: "cycle", cycle, periodStart: period.start, periodEnd: period.end, amountCents: a.rentCents + a.waiverCents, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: rentalInvoices.id });
    if (row) issued += 1;
  }
  return issued;
}

/** The pick-up fee as its own invoice dated `day`, once (keyed on the final cycle); the job charges it. */
export async function issuePickupFee(db: DbOrTx, a: AgreementRow, day: string, now: Date) {
  if (a.pickupFeeCents <= 0) return;
  const last = cycleOn(a.startDate, a.anniversaryDay, day);
  await db
    .insert(rentalInvoices)
    .values({ invoiceNumber: await nextInvoiceNumber(db), agreementId: a.id, kind: "pickup", cycle: last, periodStart: day, periodEnd: day, amountCents: a.pickupFeeCents, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

/**
 * On the pick-up date: the pick-up fee is billed and the billing ends. The deposit and the unit's return to stock
 * wait for the admin to mark the unit collected (closeout.ts): that is when its condition is known.
 */
async function closePickups(deps: AppDeps, today: string, now: Date) {
  const due = await deps.db.select().from(rentalAgreements).where(and(eq(rentalAgreements.status, "pickup_scheduled"), isNotNull(rentalAgreements.pickupDate), lte(rentalAgreements.pickupDate, today)));
  for (const a of due) {
    await issuePickupFee(deps.db, a, a.pickupDate!, now);
    await deps.db.update(rentalAgreements).set({ status: "ended", endedAt: now, endReason: "picked up", updatedAt: now }).where(and(eq(rentalAgreements.id, a.id), eq(rentalAgreements.status, "pickup_scheduled")));
  }
  return due.length;
}

/** Reminders on days 0, 3 and 7 of an unpaid cycle, then one alert to the admin; each step once (conditional update). */
async function dun(deps: AppDeps, today: string, now: Date) {
  const overdue = await deps.db.select().from(rentalInvoices).where(and(eq(rentalInvoices.status, "overdue"), isNotNull(rentalInvoices.failedAt)));
  let sent = 0;
  for (const inv of overdue) {
    const days = daysBetween(isoDate(inv.failedAt!), today);
    const target = DUNNING_DAYS.filter((d) => days >= d).length;
    if (target > inv.dunningStep) {
      sent += await deps.db.transaction(async (tx) => {
        const [moved] = await tx.update(rentalInvoices).set({ dunningStep: target, updatedAt: now }).where(and(eq(rentalInvoices.id, inv.id), eq(rentalInvoices.dunningStep, inv.dunningStep), eq(rentalInvoices.status, "overdue"))).returning();
        if (moved) await enqueueDunningMail(deps, tx, inv.agreementId, moved, target);
        return moved ? 1 : 0;
      });
    } else if (days >= ADMIN_ALERT_DAY && inv.dunningStep >= DUNNING_DAYS.length && !inv.adminAlertedAt) {
      await deps.db.transaction(async (tx) => {
        const [moved] = await tx.update(rentalInvoices).set({ adminAlertedAt: now }).where(and(eq(rentalInvoices.id, inv.id), isNull(rentalInvoices.adminAlertedAt), eq(rentalInvoices.status, "overdue"))).returning();
        if (moved) await enqueueAdminAlert(deps, tx, inv.agreementId, moved);
      });
    }
  }
  return sent;
}

export type BillingRun = { activated: number; issued: number; charged: number; declined: number; ended: number; reminders: number };

/**
 * The rental-billing job (docs/decisions/029): starts agreements whose delivery day came, issues each due
 * cycle, ends agreements on their pick-up day, charges every open invoice once, then runs the dunning.
 * Safe to run on two replicas at once and to kill at any point: every step is keyed or conditional.
 */
export async function runRentalBilling(deps: AppDeps): Promise<BillingRun> {
  const now = deps.now();
  const today = isoDate(now);
  const activated = await deps.db
    .update(rentalAgreements)
    .set({ status: "active", updatedAt: now })
    .where(and(eq(rentalAgreements.status, "scheduled"), lte(rentalAgreements.startDate, today)))
    .returning({ id: rentalAgreements.id });
  let issued = 0;
  for (const a of await deps.db.select().from(rentalAgreements).where(and(inArray(rentalAgreements.status, [...BILLING]), lte(rentalAgreements.startDate, today)))) {
    issued += await issueDueCycles(deps, a, today, now);
  }
  const ended = await closePickups(deps, today, now);
  const open = await deps.db
    .select({ id: rentalInvoices.id })
    .from(rentalInvoices)
    .where(and(eq(rentalInvoices.status, "open"), or(isNull(rentalInvoices.chargingSince), lt(rentalInvoices.chargingSince, new Date(now.getTime() - CHARGE_HOLD_MS)))))
    .orderBy(rentalInvoices.createdAt);
  let charged = 0;
  let declined = 0;
  for (const { id } of open) {
    const r = await chargeRentalInvoice(deps, id, "open");
    if (r === "paid") charged += 1;
    if (r === "declined") declined += 1;
  }
  const reminders = await dun(deps, today, now);
  return { activated: activated.length, issued, charged, declined, ended, reminders };
}
