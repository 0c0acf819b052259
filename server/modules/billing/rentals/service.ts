import { and, eq, inArray } from "drizzle-orm";
import { centsToDollars, formatDate } from "../../../../contract/money.ts";
import type { AdminRentalDto, PickupQuoteDto, RentalDto } from "../../../../contract/rentals.ts";
import { rentalAgreements, rentalInvoices } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError, notFound } from "../../../lib/http-errors.ts";
import { chargeRentalInvoice } from "./charge.ts";
import { addDays, addMonths, cycleOn, cyclePeriod } from "./dates.ts";
import { pickupDates } from "./pickup-dates.ts";
import { type AgreementRow, loadRental, loadRentals } from "./view.ts";

const refuse = (message: string, field = "date") => new HttpError("conflict", message, { errors: { [field]: message } });

/** The days offered in the "Request pick-up" picker; null dates: no depot, any day from `earliest`. */
export async function listPickupDates(deps: AppDeps, userId: string, id: string) {
  const found = await loadRental(deps.db, id, userId);
  if (!found) throw notFound("Rental not found");
  if (found.row.status === "ended") throw refuse("This rental has ended.", "rental");
  return pickupDates(deps.db, found.row, deps.now());
}

export async function listUserRentals(deps: AppDeps, userId: string): Promise<RentalDto[]> {
  return (await loadRentals(deps.db, { userId })).map((r) => r.dto);
}

/**
 * What a pick-up on `date` costs, shown before confirming: the cycle it falls in is the last one billed
 * (whole cycles), plus the pick-up fee; the deposit comes back. Refused before the minimum term ends.
 */
export async function pickupQuote(deps: AppDeps, userId: string, id: string, date: string): Promise<{ quote: PickupQuoteDto; row: AgreementRow }> {
  const found = await loadRental(deps.db, id, userId);
  if (!found) throw notFound("Rental not found");
  const { row, invoices } = found;
  if (row.status === "ended") throw refuse("This rental has ended.", "rental");
  const { earliest, dates } = await pickupDates(deps.db, row, deps.now());
  if (date < earliest) {
    throw refuse(
      date < row.minimumEndDate || (row.extendedUntil && date < row.extendedUntil)
        ? `The minimum term runs until ${formatDate(earliest)}. Choose a pick-up date on or after it.`
        : `Choose a pick-up date from ${formatDate(earliest)}.`,
    );
  }
  if (dates && !dates.includes(date)) {
    const depot = found.dto.depot ? `our ${found.dto.depot.city} depot` : "the depot";
    throw refuse(`We cannot collect from ${depot} on ${formatDate(date)}: choose one of the days offered${dates.length ? `, from ${formatDate(dates[0])}` : ""}.`);
  }
  // A pick-up on a cycle's first day ends the rental before that cycle: the one before is the last.
  const cycle = cycleOn(row.startDate, row.anniversaryDay, addDays(date, -1));
  const period = cyclePeriod(row.startDate, row.anniversaryDay, cycle);
  const billed = invoices.some((i) => i.kind === "cycle" && i.cycle === cycle);
  return {
    row,
    quote: {
      date,
      earliestDate: earliest,
      finalCycle: { cycle, periodStart: period.start, periodEnd: period.end, amount: centsToDollars(row.rentCents + row.waiverCents), alreadyBilled: billed },
      pickupFee: centsToDollars(row.pickupFeeCents),
      depositRefund: centsToDollars(row.depositCents),
    },
  };
}

/** Books the pick-up (confirm: true) or only quotes it: the dashboard asks first, then confirms. */
export async function requestPickup(deps: AppDeps, userId: string, id: string, date: string, confirm: boolean) {
  const { quote, row } = await pickupQuote(deps, userId, id, date);
  if (!confirm) return { quote, rental: null };
  const now = deps.now();
  const status = row.status === "overdue" ? "overdue" : "pickup_scheduled";
  await deps.db.update(rentalAgreements).set({ pickupDate: date, status, updatedAt: now }).where(and(eq(rentalAgreements.id, id), inArray(rentalAgreements.status, ["scheduled", "active", "overdue", "pickup_scheduled"])));
  return { quote, rental: (await loadRental(deps.db, id, userId))!.dto };
}

const STATUS_ORDER = ["overdue", "pickup_scheduled", "active", "scheduled", "ended"];

/** Admin list: overdue first, then by status; and the booked pick-ups by date and depot. */
export async function listAdminRentals(deps: AppDeps, status?: string) {
  const all = await loadRentals(deps.db, { status });
  const data: AdminRentalDto[] = all
    .map((r) => ({ ...r.dto, customer: r.customer, endReason: r.row.endReason, overdueAmount: centsToDollars(r.invoices.filter((i) => i.status === "overdue").reduce((s, i) => s + i.amountCents, 0)) }))
    .sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status));
  const pickups = all
    .filter((r) => r.dto.pickupDate && r.dto.status !== "ended")
    .map((r) => ({ date: r.dto.pickupDate!, depot: r.dto.depot ? `${r.dto.depot.name}` : "No depot", rentalId: r.dto.id, productName: r.dto.productName, customer: r.customer.name }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.depot.localeCompare(b.depot));
  return { data, pickups };
}

/** Admin: charge the oldest overdue invoice again now (a new attempt, so a new idempotency key). */
export async function retryRentalCharge(deps: AppDeps, id: string) {
  const [agreement] = await deps.db.select({ id: rentalAgreements.id }).from(rentalAgreements).where(eq(rentalAgreements.id, id));
  if (!agreement) throw notFound("Rental not found");
  const [inv] = await deps.db.select().from(rentalInvoices).where(and(eq(rentalInvoices.agreementId, id), eq(rentalInvoices.status, "overdue"))).orderBy(rentalInvoices.cycle).limit(1);
  if (!inv) throw refuse("Nothing is overdue on this rental.", "rental");
  return chargeRentalInvoice(deps, inv.id, "overdue");
}

/** Admin: extend the minimum term by whole months (ending is closeout.ts). */
export async function extendRental(deps: AppDeps, id: string, months: number) {
  const [row] = await deps.db.select().from(rentalAgreements).where(eq(rentalAgreements.id, id));
  if (!row) throw notFound("Rental not found");
  if (row.status === "ended") throw refuse("This rental has ended.", "rental");
  const from = row.extendedUntil && row.extendedUntil > row.minimumEndDate ? row.extendedUntil : row.minimumEndDate;
  const until = addMonths(from, months, row.anniversaryDay);
  // A booked pick-up before the new end no longer holds.
  const pickupDate = row.pickupDate && row.pickupDate < until ? null : row.pickupDate;
  await deps.db.update(rentalAgreements).set({ extendedUntil: until, pickupDate, status: pickupDate || row.status !== "pickup_scheduled" ? row.status : "active", updatedAt: deps.now() }).where(eq(rentalAgreements.id, id));
}
