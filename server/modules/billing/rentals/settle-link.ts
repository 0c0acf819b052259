import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { rentalAgreements, rentalInvoices, rentalPaymentLinks } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { saveCard } from "./agreements.ts";
import { markRentalInvoicePaid } from "./charge.ts";
import { closeOtherLinks } from "./link-reuse.ts";

type Link = typeof rentalPaymentLinks.$inferSelect;

/**
 * Gives back a page's payment for what was no longer owed (a buy-out of a unit already bought, a cycle paid
 * meanwhile or voided): the money is never kept silently (issue 43, defect 3). One key per page, so a retry
 * after a crash between the provider's answer and our commit gets the same refund back.
 */
async function refundUnowed(deps: AppDeps, tx: DbOrTx, link: Link, orderId: string, paymentId: string | null, amountCents: number, why: string): Promise<string> {
  const provider = deps.payments.get(link.provider)!;
  if (!paymentId || amountCents <= 0) {
    deps.logger.error(`[rentals] session ${link.sessionId} paid for ${why}, nothing to refund it by: refund it with the provider by hand`);
    return `rental ${link.kind} not owed`;
  }
  const made = await provider.refund({ paymentId, amountCents, orderId, reason: `Paid twice: ${why}`, idempotencyKey: `rental-link-refund:${link.id}` }, tx);
  await tx.update(rentalPaymentLinks).set({ refundId: made.refundId }).where(eq(rentalPaymentLinks.id, link.id));
  deps.logger.warn(`[rentals] session ${link.sessionId} paid for ${why}: refunded ${made.refundId}`);
  return link.kind === "buyout" ? "rental buy-out refunded" : "rental payment refunded";
}

/**
 * A paid hosted page of a rental, once: null when the session is not a rental's (checkout handles it).
 * Asks the provider (never the caller) whether it is paid, and for how much. The agreement's row is locked
 * first (as when a page is opened), so a buy-out and anything else paid at the same time are taken in turn.
 */
export async function settleRentalSession(deps: AppDeps, providerName: string, sessionId: string): Promise<string | null> {
  const [link] = await deps.db.select().from(rentalPaymentLinks).where(and(eq(rentalPaymentLinks.provider, providerName), eq(rentalPaymentLinks.sessionId, sessionId)));
  if (!link) return null;
  if (link.settledAt) return "rental already settled";
  const provider = deps.payments.get(providerName)!;
  const state = await provider.retrieveSession(sessionId, deps.db);
  if (state?.status !== "paid") return "rental page not paid";
  if (link.kind !== "card" && state.amountCents !== link.amountCents) {
    deps.logger.error(`[rentals] session ${sessionId} paid ${state.amountCents}, expected ${link.amountCents}: not settled`);
    return "rental amount mismatch";
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [a] = await tx.select().from(rentalAgreements).where(eq(rentalAgreements.id, link.agreementId)).for("update");
    const [claimed] = await tx.update(rentalPaymentLinks).set({ settledAt: now }).where(and(eq(rentalPaymentLinks.id, link.id), isNull(rentalPaymentLinks.settledAt))).returning();
    if (!claimed) return "rental already settled";
    if (link.kind === "cycle" && link.rentalInvoiceId) {
      if (await markRentalInvoicePaid(deps, tx, link.rentalInvoiceId, state.paymentId, now, { unlessVoid: true })) return "rental invoice paid";
      return refundUnowed(deps, tx, link, a.orderId, state.paymentId, state.amountCents, `rental invoice ${link.rentalInvoiceId}, already paid or void`);
    }
    if (link.kind === "buyout") {
      if (a.status === "ended") return refundUnowed(deps, tx, link, a.orderId, state.paymentId, state.amountCents, `the buy-out of agreement ${a.id}, already ${a.endReason ?? "ended"}`);
      await tx.update(rentalInvoices).set({ status: "void", updatedAt: now }).where(and(eq(rentalInvoices.agreementId, a.id), eq(rentalInvoices.status, "open")));
      await tx.update(rentalAgreements).set({ status: "ended", endedAt: now, endReason: "bought", updatedAt: now }).where(and(eq(rentalAgreements.id, a.id), ne(rentalAgreements.status, "ended")));
      await closeOtherLinks(deps, tx, a.id, link.id);
      return "rental bought out";
    }
    if (!state.savedCard) return "no card saved";
    const cardId = await saveCard(tx, a.userId, providerName, state.savedCard);
    // The new card pays every running rental of this customer from now on.
    await tx.update(rentalAgreements).set({ savedCardId: cardId, updatedAt: now }).where(and(eq(rentalAgreements.userId, a.userId), inArray(rentalAgreements.status, ["scheduled", "active", "overdue", "pickup_scheduled"])));
    return "rental card updated";
  });
}
