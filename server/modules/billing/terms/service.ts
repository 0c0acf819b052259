import { and, eq, notInArray } from "drizzle-orm";
import { centsToDollars, dollarsToCents, formatUsd } from "../../../../contract/money.ts";
import { invoices, orders, payments, users } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError, badRequest, notFound } from "../../../lib/http-errors.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { uuidOr404 } from "../../../lib/ids.ts";
import { paidCents } from "../payments/paid-cents.ts";
import { convertReservationToSale } from "../../yard/index.ts";
import { keepOrMoveDrop } from "../../logistics/index.ts";

type Deps = Pick<AppDeps, "db" | "now">;

/** Approves a customer for net-30 terms up to a credit limit (dollars), or withdraws it (null). */
export async function setUserTerms(deps: Deps, actorId: string, id: string, creditLimit: number | null) {
  const limit = creditLimit === null ? null : dollarsToCents(creditLimit);
  if (limit === undefined || (creditLimit !== null && limit === null)) throw badRequest("Invalid credit limit", { creditLimit: "Use at most 2 decimals" });
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ termsCreditLimitCents: limit, updatedAt: deps.now() }).where(eq(users.id, uuidOr404(id, "User not found"))).returning({ id: users.id });
    if (!row) throw notFound("User not found");
    await recordAudit(tx, { actorId, action: "user.terms_changed", entity: "user", entityId: row.id, details: { creditLimit } });
    return { userId: row.id, creditLimit };
  });
}

export type ManualPayment = { amount: number; method: "bank_transfer" | "check" | "cash"; reference: string };

/**
 * Records money received outside the card provider (a bank transfer, a check) against an invoice: a payment row
 * (provider "manual", the reference as its session, so the same reference is not booked twice), then paid in
 * full → order and invoice paid; otherwise part paid. Never more than is owed.
 */
export async function recordInvoicePayment(deps: Deps, actorId: string, id: string, input: ManualPayment) {
  const cents = dollarsToCents(input.amount);
  if (cents === null || cents <= 0) throw badRequest("Invalid amount", { amount: "Enter an amount above $0.00 with at most 2 decimals" });
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, uuidOr404(id, "Invoice not found"))).for("update");
    if (!invoice) throw notFound("Invoice not found");
    if (invoice.status === "cancelled" || invoice.status === "refunded") throw new HttpError("conflict", `This invoice is ${invoice.status}.`);
    const owed = invoice.totalCents - (await paidCents(tx, invoice.orderId));
    if (cents > owed) throw badRequest("More than is owed", { amount: `At most ${formatUsd(centsToDollars(owed))} is owed on this invoice` });
    const [payment] = await tx
      .insert(payments)
      .values({ orderId: invoice.orderId, provider: "manual", sessionId: `${input.method}:${input.reference}`, providerPaymentId: input.reference, amountCents: cents, status: "succeeded", createdAt: now })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (!payment) throw new HttpError("conflict", `A ${{ check: "check", cash: "cash payment", bank_transfer: "transfer" }[input.method]} with reference ${input.reference} is already recorded.`);
    const inFull = cents === owed;
    // An order with money given back stays (partly) refunded: its status says what the refunds did (ADR 074).
    const [order] = await tx
      .update(orders)
      .set({ paymentStatus: inFull ? "paid" : "deposit_paid", paidAt: now, updatedAt: now })
      .where(and(eq(orders.id, invoice.orderId), notInArray(orders.paymentStatus, ["refunded", "partially_refunded"])))
      .returning();
    // The first money on a placed order makes it go ahead as a card payment does: its held units are sold (not
    // given back when the page's hold would have run out) and a pending order is confirmed (issue 43).
    if (order && owed === invoice.totalCents) {
      await convertReservationToSale(tx, order.id, now);
      if (order.status === "pending") await tx.update(orders).set({ status: "confirmed" }).where(eq(orders.id, order.id));
      // As a card payment does: the drop keeps its day while it is ahead with a truck free, else the first free day
      // (a wire on the booked day itself: model seed 43, 16 × 200).
      if (order.status === "pending") await keepOrMoveDrop(tx, order, now);
    }
    if (inFull) await tx.update(invoices).set({ status: "paid", updatedAt: now }).where(eq(invoices.id, invoice.id));
    await recordAudit(tx, { actorId, action: "invoice.payment_recorded", entity: "invoice", entityId: invoice.id, details: { invoiceNumber: invoice.invoiceNumber, amount: input.amount, method: input.method, reference: input.reference } });
    return { invoiceId: invoice.id, amount: centsToDollars(cents), owed: centsToDollars(owed - cents), status: inFull ? "paid" : invoice.status };
  });
}
