import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { centsToDollars } from "../../../../contract/money.ts";
import type { RentalDto } from "../../../../contract/rentals.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, rentalAgreements, rentalInvoices, savedCards, users } from "../../../../db/schema/index.ts";
import { cycleStart } from "./dates.ts";

export type AgreementRow = typeof rentalAgreements.$inferSelect;
export type RentalInvoiceRow = typeof rentalInvoices.$inferSelect;

/** Rent already paid (cycles only), the base of the rent-to-own credit. */
export const paidRentCents = (invoices: RentalInvoiceRow[]) => invoices.filter((i) => i.kind === "cycle" && i.status === "paid").reduce((s, i) => s + i.amountCents, 0);

/**
 * Rent-to-own price today: the purchase price minus the credited share of the rent paid (the waiver is
 * cover, not rent, so only the rent part of each paid cycle counts), never below zero. Rounded down in the
 * customer's favour never: the credit is floored to the cent so the shop never credits more than the share.
 */
export function buyoutCents(a: AgreementRow, invoices: RentalInvoiceRow[]): number | null {
  if (a.rentToOwnCreditBps === null || a.purchasePriceCents === null) return null;
  const paidCycles = invoices.filter((i) => i.kind === "cycle" && i.status === "paid").length;
  const credit = Math.floor((paidCycles * a.rentCents * a.rentToOwnCreditBps) / 10_000);
  return Math.max(0, a.purchasePriceCents - credit);
}

/** The next cycle's first day, while the agreement still bills (none once ended or the pick-up comes first). */
export function nextBillDate(a: AgreementRow, invoices: RentalInvoiceRow[]): string | null {
  if (a.status === "ended") return null;
  const billed = Math.max(0, ...invoices.filter((i) => i.kind === "cycle").map((i) => i.cycle));
  const next = cycleStart(a.startDate, a.anniversaryDay, billed + 1);
  return a.pickupDate && next >= a.pickupDate ? null : next;
}

type Extra = { depot: RentalDto["depot"]; card: RentalDto["card"] };

export function toRentalDto(a: AgreementRow, invoices: RentalInvoiceRow[], extra: Extra): RentalDto {
  const buyout = buyoutCents(a, invoices);
  return {
    id: a.id,
    status: a.status,
    productName: a.productName,
    variant: a.variant,
    monthlyAmount: centsToDollars(a.rentCents + a.waiverCents),
    startDate: a.startDate,
    nextBillDate: nextBillDate(a, invoices),
    minimumEndDate: a.extendedUntil && a.extendedUntil > a.minimumEndDate ? a.extendedUntil : a.minimumEndDate,
    depot: extra.depot,
    deposit: centsToDollars(a.depositCents),
    pickupFee: centsToDollars(a.pickupFeeCents),
    pickupDate: a.pickupDate,
    card: extra.card,
    buyoutPrice: buyout === null || a.status === "ended" ? null : centsToDollars(buyout),
    depositSettlement: a.depositSettledAt
      ? { refund: centsToDollars(a.depositRefundCents ?? 0), deduction: centsToDollars(a.depositDeductionCents ?? 0), reason: a.depositDeductionReason, settledAt: a.depositSettledAt.toISOString() }
      : null,
    collectedAt: a.collectedAt?.toISOString() ?? null,
    invoices: invoices.map((i) => ({
      id: i.id, invoiceNumber: i.invoiceNumber, kind: i.kind as "cycle" | "pickup", cycle: i.cycle, periodStart: i.periodStart, periodEnd: i.periodEnd,
      amount: centsToDollars(i.amountCents), status: i.status as "open" | "paid" | "overdue" | "void", paidAt: i.paidAt?.toISOString() ?? null,
    })),
  };
}

/** Agreements with their invoices, depot, card and customer, in one round trip per table. */
export async function loadRentals(db: DbOrTx, where: { userId?: string; ids?: string[]; status?: string }) {
  const conds = [
    where.userId ? eq(rentalAgreements.userId, where.userId) : undefined,
    where.ids ? inArray(rentalAgreements.id, where.ids.length ? where.ids : ["00000000-0000-0000-0000-000000000000"]) : undefined,
    where.status ? eq(rentalAgreements.status, where.status as AgreementRow["status"]) : undefined,
  ].filter(Boolean);
  const rows = await db
    .select({ a: rentalAgreements, depot: depots, card: savedCards, customer: { id: users.id, name: users.fullName, email: users.email } })
    .from(rentalAgreements)
    .innerJoin(users, eq(users.id, rentalAgreements.userId))
    .leftJoin(depots, eq(depots.id, rentalAgreements.depotId))
    .leftJoin(savedCards, eq(savedCards.id, rentalAgreements.savedCardId))
    .where(conds.length ? and(...conds) : sql`true`)
    .orderBy(desc(rentalAgreements.createdAt));
  const ids = rows.map((r) => r.a.id);
  const invoices = ids.length ? await db.select().from(rentalInvoices).where(inArray(rentalInvoices.agreementId, ids)).orderBy(asc(rentalInvoices.cycle), asc(rentalInvoices.kind)) : [];
  return rows.map((r) => {
    const own = invoices.filter((i) => i.agreementId === r.a.id);
    const dto = toRentalDto(r.a, own, {
      depot: r.depot ? { id: r.depot.id, name: r.depot.name, city: r.depot.city, state: r.depot.state } : null,
      card: r.card ? { brand: r.card.brand, last4: r.card.last4 } : null,
    });
    return { row: r.a, invoices: own, dto, customer: r.customer, card: r.card };
  });
}

export async function loadRental(db: DbOrTx, id: string, userId?: string) {
  const [found] = await loadRentals(db, { ids: [id], userId });
  return found ?? null;
}
