import { and, asc, eq } from "drizzle-orm";
import { centsToDollars, dollarsToCents, formatUsd } from "../../../../contract/money.ts";
import { shortId } from "../../../../contract/orders.ts";
import type { CloseRentalInput } from "../../../../contract/rentals.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices, payments, refunds, rentalAgreements } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError, badRequest, notFound } from "../../../lib/http-errors.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { returnRentedUnit } from "../../yard/index.ts";
import { issuePickupFee } from "./billing.ts";
import { isoDate } from "./dates.ts";
import { enqueueDepositMail } from "./mails.ts";
import type { AgreementRow } from "./view.ts";

export type CloseResult = { id: string; ended: boolean; returnedToStock: boolean; depositRefund: number | null; deduction: number | null };

/**
 * Gives the deposit back through the provider that took it (the checkout's payment), less the deduction, and
 * records it beside the order's other refunds (so an order refund cannot give the same money again). One key per
 * agreement: a retry after a crash between the provider's answer and our commit gets the same refund back.
 */
async function refundDeposit(deps: AppDeps, tx: DbOrTx, a: AgreementRow, cents: number, now: Date): Promise<string | null> {
  if (cents <= 0) return null;
  const [payment] = await tx.select().from(payments).where(and(eq(payments.orderId, a.orderId), eq(payments.status, "succeeded"))).orderBy(asc(payments.createdAt)).limit(1);
  const provider = payment ? deps.payments.get(payment.provider) : null;
  if (!payment || !provider || !payment.providerPaymentId) throw new HttpError("provider_unavailable", "The payment that took the deposit cannot be refunded here: refund it with the provider by hand.");
  const reason = `Rental deposit refund (${a.productName})`;
  const made = await provider.refund({ paymentId: payment.providerPaymentId, amountCents: cents, orderId: a.orderId, reason, idempotencyKey: `rental-deposit:${a.id}` }, tx);
  const [invoice] = await tx.select({ number: invoices.invoiceNumber }).from(invoices).where(eq(invoices.orderId, a.orderId));
  const creditNoteNumber = `CN-${(invoice?.number ?? shortId(a.orderId)).replace(/^INV-/, "")}-DEP${a.unitIndex}`;
  await tx.insert(refunds).values({ orderId: a.orderId, paymentId: payment.id, provider: provider.name, providerRefundId: made.refundId, amountCents: made.amountCents, reason, creditNoteNumber, createdAt: now });
  return made.refundId;
}

/**
 * The end of a rental, by the admin (docs/decisions/029): billing stops (a booked pick-up's fee is billed now if
 * the job has not yet), with `collected` the unit goes back on hand at its depot, and the deposit is settled:
 * refunded through the provider less a deduction with a reason, recorded and mailed. Each part happens once,
 * under the agreement's row lock; the deposit never comes back twice nor more than it was.
 */
export async function closeRental(deps: AppDeps, actorId: string, id: string, input: CloseRentalInput): Promise<CloseResult> {
  const deduction = dollarsToCents(input.deduction ?? 0);
  if (deduction === null || deduction < 0) throw badRequest("Invalid deduction", { deduction: "Enter an amount of $0.00 or more with at most 2 decimals" });
  const reason = input.reason?.trim() ?? "";
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [a] = await tx.select().from(rentalAgreements).where(eq(rentalAgreements.id, id)).for("update");
    if (!a) throw notFound("Rental not found");
    const collect = input.collected === true && !a.collectedAt;
    if (input.collected && a.endReason === "bought") throw new HttpError("conflict", "This unit was bought: it stays with the customer.", { errors: { collected: "A bought unit is not collected." } });
    if (a.depositSettledAt && !collect) throw new HttpError("conflict", a.status === "ended" ? "This rental is already closed and its deposit settled." : "This rental's deposit is already settled.", { errors: { rental: "Already closed." } });
    const settle = !a.depositSettledAt;
    if (settle && deduction > a.depositCents) throw badRequest("Deduction is more than the deposit", { deduction: `At most ${formatUsd(centsToDollars(a.depositCents))}: the deposit` });
    if (settle && deduction > 0 && reason.length < 3) throw badRequest("Reason required", { reason: "Say why part of the deposit is kept (damage, cleaning, ...)" });

    const ended = a.status !== "ended";
    if (ended) {
      // A booked pick-up the job has not closed yet: its fee is due all the same.
      if (a.status === "pickup_scheduled" || (a.pickupDate && collect)) await issuePickupFee(tx, a, a.pickupDate && a.pickupDate <= isoDate(now) ? a.pickupDate : isoDate(now), now);
      await tx.update(rentalAgreements).set({ status: "ended", endedAt: now, endReason: collect ? "collected" : "ended by admin", updatedAt: now }).where(eq(rentalAgreements.id, id));
    }
    const depot = collect ? await returnRentedUnit(tx, { orderId: a.orderId, productId: a.productId, depotId: a.depotId, now }) : null;
    if (collect) await tx.update(rentalAgreements).set({ collectedAt: now, updatedAt: now }).where(eq(rentalAgreements.id, id));

    let refundCents: number | null = null;
    if (settle) {
      refundCents = a.depositCents - deduction;
      const refundId = await refundDeposit(deps, tx, a, refundCents, now);
      await tx
        .update(rentalAgreements)
        .set({ depositSettledAt: now, depositRefundCents: refundCents, depositDeductionCents: deduction, depositDeductionReason: deduction > 0 ? reason : null, depositRefundId: refundId, updatedAt: now })
        .where(eq(rentalAgreements.id, id));
      if (a.depositCents > 0) await enqueueDepositMail(deps, tx, id, { refundCents, deductionCents: deduction, reason });
    }
    await recordAudit(tx, {
      actorId,
      action: "rental.closed",
      entity: "rental",
      entityId: id,
      details: { ended, collected: collect, returnedToDepot: depot, depositRefund: refundCents === null ? null : centsToDollars(refundCents), deduction: settle ? centsToDollars(deduction) : null, reason: reason || null },
    });
    return { id, ended, returnedToStock: depot !== null, depositRefund: refundCents === null ? null : centsToDollars(refundCents), deduction: settle ? centsToDollars(deduction) : null };
  });
}
