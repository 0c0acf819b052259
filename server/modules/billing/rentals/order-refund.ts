import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { rentalAgreements, rentalInvoices, rentalPaymentLinks } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";

/**
 * An order refunded in full gave back everything its checkout took, each rental's refundable deposit with it
 * (issue 43, defect 4). Its rentals stop: a running agreement ends ("order refunded"), its unpaid invoices are
 * void and its open pages closed, so the billing job charges nothing more; an unsettled deposit is settled as
 * returned inside that refund (no refund of its own, nothing kept), so a close-out cannot give it back again.
 * Rent charged before the refund stays what it was: months of rent the customer had. Under the order's lock.
 */
export async function endRentalsOfRefundedOrder(deps: AppDeps, tx: DbOrTx, orderId: string, now: Date): Promise<number> {
  const agreements = await tx.select().from(rentalAgreements).where(eq(rentalAgreements.orderId, orderId)).for("update");
  let ended = 0;
  for (const a of agreements) {
    if (a.status !== "ended") {
      await tx.update(rentalAgreements).set({ status: "ended", endedAt: now, endReason: "order refunded", updatedAt: now }).where(eq(rentalAgreements.id, a.id));
      await tx.update(rentalInvoices).set({ status: "void", chargingSince: null, updatedAt: now }).where(and(eq(rentalInvoices.agreementId, a.id), inArray(rentalInvoices.status, ["open", "overdue"])));
      const open = await tx.select().from(rentalPaymentLinks).where(and(eq(rentalPaymentLinks.agreementId, a.id), isNull(rentalPaymentLinks.settledAt), ne(rentalPaymentLinks.kind, "card")));
      for (const link of open) await deps.payments.get(link.provider)?.expireSession(link.sessionId, tx);
      ended += 1;
    }
    if (!a.depositSettledAt) {
      await tx
        .update(rentalAgreements)
        .set({ depositSettledAt: now, depositRefundCents: a.depositCents, depositDeductionCents: 0, depositInOrderRefund: true, updatedAt: now })
        .where(eq(rentalAgreements.id, a.id));
    }
  }
  return ended;
}
