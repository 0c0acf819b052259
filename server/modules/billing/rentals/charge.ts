import { and, eq, inArray, isNull, lt, ne, notInArray, or, sql } from "drizzle-orm";
import { formatDateRange } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { rentalAgreements, rentalInvoices, savedCards } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import type { RentalInvoiceRow } from "./view.ts";
import { enqueueDunningMail, enqueueReceiptMail } from "./mails.ts";

/** A worker that died mid-charge leaves its hold; after this long another may charge, with the same key. */
export const CHARGE_HOLD_MS = 5 * 60_000;

/** The provider idempotency key: one per agreement, invoice kind, cycle and deliberate attempt. */
export const chargeKey = (inv: RentalInvoiceRow) => `rental:${inv.agreementId}:${inv.kind}:${inv.cycle}:try${inv.attempts}`;

/** After a paid invoice: an agreement with nothing overdue left is back to its running status. */
export async function clearOverdue(tx: DbOrTx, agreementId: string, now: Date) {
  const [left] = await tx.select({ n: sql<number>`count(*)::int` }).from(rentalInvoices).where(and(eq(rentalInvoices.agreementId, agreementId), eq(rentalInvoices.status, "overdue")));
  if (left.n > 0) return;
  await tx
    .update(rentalAgreements)
    .set({ status: sql`case when ${rentalAgreements.pickupDate} is not null then 'pickup_scheduled' else 'active' end`, updatedAt: now })
    .where(and(eq(rentalAgreements.id, agreementId), eq(rentalAgreements.status, "overdue")));
}

/**
 * Marks an invoice paid once (whoever gets there first) and sends the receipt in the same transaction.
 * `unlessVoid`: a customer's page paid after the invoice was voided (the unit bought) does not pay it.
 */
export async function markRentalInvoicePaid(deps: AppDeps, tx: DbOrTx, invoiceId: string, paymentId: string | null, now: Date, opts: { unlessVoid?: boolean } = {}): Promise<boolean> {
  const [paid] = await tx
    .update(rentalInvoices)
    .set({ status: "paid", paidAt: now, providerPaymentId: paymentId, chargingSince: null, updatedAt: now })
    .where(and(eq(rentalInvoices.id, invoiceId), opts.unlessVoid ? notInArray(rentalInvoices.status, ["paid", "void"]) : ne(rentalInvoices.status, "paid")))
    .returning();
  if (!paid) return false;
  await clearOverdue(tx, paid.agreementId, now);
  await enqueueReceiptMail(deps, tx, paid.agreementId, paid);
  return true;
}

/**
 * Charges one invoice's saved card, exactly once. The hold (charging_since) keeps a second worker off it
 * while the first is at the provider; a hold left by a crash goes stale and the next run charges again under
 * the same idempotency key, so the provider answers the first charge instead of making another.
 * `from`: "open" for the billing job, "overdue" for an admin's retry (which counts a new attempt).
 */
export async function chargeRentalInvoice(deps: AppDeps, invoiceId: string, from: "open" | "overdue" = "open"): Promise<"paid" | "declined" | "skipped"> {
  const now = deps.now();
  const [held] = await deps.db
    .update(rentalInvoices)
    .set({ chargingSince: now, status: "open", updatedAt: now })
    .where(
      and(
        eq(rentalInvoices.id, invoiceId),
        eq(rentalInvoices.status, from),
        or(isNull(rentalInvoices.chargingSince), lt(rentalInvoices.chargingSince, new Date(now.getTime() - CHARGE_HOLD_MS))),
      ),
    )
    .returning();
  if (!held) return "skipped";
  const [agreement] = await deps.db
    .select({ a: rentalAgreements, card: savedCards })
    .from(rentalAgreements)
    .leftJoin(savedCards, eq(savedCards.id, rentalAgreements.savedCardId))
    .where(eq(rentalAgreements.id, held.agreementId));
  const provider = agreement.card ? deps.payments.get(agreement.card.provider) : null;
  let result: Awaited<ReturnType<NonNullable<typeof provider>["chargeSaved"]>>;
  try {
    result = provider && agreement.card
      ? await provider.chargeSaved(
          {
            customerId: agreement.card.customerId,
            paymentMethodId: agreement.card.paymentMethodId,
            amountCents: held.amountCents,
            description: `${agreement.a.productName}: ${held.kind === "pickup" ? "pick-up fee" : `rent ${formatDateRange(held.periodStart, held.periodEnd)}`} (${held.invoiceNumber})`,
            metadata: { rentalAgreementId: held.agreementId, rentalInvoiceId: held.id, cycle: String(held.cycle) },
            idempotencyKey: chargeKey(held),
          },
          deps.db,
        )
      : { status: "declined", paymentId: null, message: "No card on file." };
  } catch (err) {
    // An outage, not a decline: let go of the hold so the next run tries again under the same key.
    await deps.db.update(rentalInvoices).set({ chargingSince: null }).where(eq(rentalInvoices.id, held.id));
    deps.logger.warn(`[rentals] charging ${held.invoiceNumber} failed, will retry: ${(err as Error).message}`);
    return "skipped";
  }
  return deps.db.transaction(async (tx) => {
    // The agreement's row first, as a page's settlement takes it: the two never wait on each other's rows.
    await tx.select({ id: rentalAgreements.id }).from(rentalAgreements).where(eq(rentalAgreements.id, held.agreementId)).for("update");
    if (result.status === "succeeded") {
      await markRentalInvoicePaid(deps, tx, held.id, result.paymentId, now);
      return "paid" as const;
    }
    const [failed] = await tx
      .update(rentalInvoices)
      .set({ status: "overdue", failedAt: now, attempts: held.attempts + 1, chargingSince: null, lastError: result.message, dunningStep: 1, adminAlertedAt: null, updatedAt: now })
      .where(and(eq(rentalInvoices.id, held.id), eq(rentalInvoices.status, "open")))
      .returning();
    if (!failed) return "skipped" as const;
    await tx
      .update(rentalAgreements)
      .set({ status: "overdue", updatedAt: now })
      .where(and(eq(rentalAgreements.id, held.agreementId), inArray(rentalAgreements.status, ["active", "pickup_scheduled", "scheduled"])));
    // Day 0 of the dunning: the first reminder goes with the decline, in the same transaction.
    await enqueueDunningMail(deps, tx, held.agreementId, failed, 1);
    return "declined" as const;
  });
}
