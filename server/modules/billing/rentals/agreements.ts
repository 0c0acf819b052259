import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { orderItems, orderRentalTerms, orders, rentalAgreements, rentalInvoices, rentalPlans, savedCards, stock, stockReservations } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import type { SavedCardRef } from "../../../lib/payments/types.ts";
import { addBusinessDays, addMonths, cyclePeriod, isoDate } from "./dates.ts";
import { closedDaysFrom } from "./closed-days.ts";
import { nextInvoiceNumber } from "./invoice-number.ts";
import { enqueueAgreementMail } from "./mails.ts";

/** Business days from payment to the drop when the order has no booked delivery date (before wp/delivery). */
export const FALLBACK_START_BUSINESS_DAYS = 5;

/**
 * The day an agreement starts and its cycles count from: the booked delivery date, or (an order without
 * one) five business days after payment, the usual lead time, holidays not counted (`closed`, ADR 074).
 * The one place that decides it.
 */
export function agreementStartDate(order: { deliveryDate: string | null }, paidAt: Date, closed?: { has(day: string): boolean }): string {
  return order.deliveryDate ?? addBusinessDays(isoDate(paidAt), FALLBACK_START_BUSINESS_DAYS, closed);
}


export async function saveCard(tx: DbOrTx, userId: string, provider: string, card: SavedCardRef): Promise<string> {
  await tx.insert(savedCards).values({ userId, provider, ...card }).onConflictDoNothing();
  const [row] = await tx.select({ id: savedCards.id }).from(savedCards).where(and(eq(savedCards.provider, provider), eq(savedCards.paymentMethodId, card.paymentMethodId)));
  return row.id;
}

/** The depot the unit was held at (the order's booked depot first). */
async function depotOf(tx: DbOrTx, order: { id: string; deliveryDepotId: string | null }, productId: string) {
  if (order.deliveryDepotId) return order.deliveryDepotId;
  const [held] = await tx
    .select({ depotId: stock.depotId })
    .from(stockReservations)
    .innerJoin(stock, eq(stock.id, stockReservations.stockId))
    .where(and(eq(stockReservations.orderId, order.id), eq(stock.productId, productId)))
    .limit(1);
  return held?.depotId ?? null;
}

/**
 * On payment, in the fulfilment transaction: one agreement per rented unit, its first cycle's invoice (paid
 * by the checkout) and the agreement mail with its PDF. Nothing for an order without rental lines.
 */
export async function createRentalAgreements(deps: AppDeps, tx: DbOrTx, orderId: string, provider: string, card: SavedCardRef | null, paymentId: string | null, now: Date): Promise<number> {
  const lines = await tx
    .select({ item: orderItems, terms: orderRentalTerms, plan: rentalPlans })
    .from(orderItems)
    .innerJoin(orderRentalTerms, eq(orderRentalTerms.orderItemId, orderItems.id))
    .innerJoin(rentalPlans, eq(rentalPlans.productId, orderItems.productId))
    .where(eq(orderItems.orderId, orderId));
  if (!lines.length) return 0;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!card) deps.logger.error(`[rentals] order ${orderId} was paid without a saved card: monthly charges will need the customer's payment link`);
  const savedCardId = card ? await saveCard(tx, order.userId, provider, card) : null;
  const startDate = agreementStartDate(order, now, await closedDaysFrom(tx, isoDate(now)));
  const anniversaryDay = Number(startDate.slice(8, 10));
  const created: string[] = [];
  for (const { item, terms, plan } of lines) {
    // Joined on the plan's product, so never null here; the column is nullable for offers' custom lines.
    const productId = item.productId;
    if (!productId) continue;
    const truck = order.deliveryTruck ?? item.deliveryMethod ?? "tilt-bed";
    const pickupFeeCents = plan.pickupFees[truck as keyof typeof plan.pickupFees] ?? plan.pickupFees["tilt-bed"] ?? 0;
    const depotId = await depotOf(tx, order, productId);
    for (let unitIndex = 1; unitIndex <= item.quantity; unitIndex++) {
      const [agreement] = await tx
        .insert(rentalAgreements)
        .values({
          userId: order.userId, orderId, orderItemId: item.id, unitIndex, productId, productName: item.name, variant: item.dimension,
          depotId, startDate, anniversaryDay, rentCents: item.unitPriceCents, waiverCents: terms.waiverCents, depositCents: terms.depositCents,
          pickupFeeCents, truck, minTermMonths: plan.minTermMonths, minimumEndDate: addMonths(startDate, plan.minTermMonths, anniversaryDay),
          status: startDate <= isoDate(now) ? "active" : "scheduled", savedCardId,
          rentToOwnCreditBps: plan.rentToOwnCreditBps, purchasePriceCents: plan.purchasePriceCents, createdAt: now, updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!agreement) continue;
      const period = cyclePeriod(startDate, anniversaryDay, 1);
      await tx.insert(rentalInvoices).values({
        invoiceNumber: await nextInvoiceNumber(tx), agreementId: agreement.id, cycle: 1, periodStart: period.start, periodEnd: period.end,
        amountCents: agreement.rentCents + agreement.waiverCents, status: "paid", attempts: 1, providerPaymentId: paymentId, paidAt: now, createdAt: now, updatedAt: now,
      });
      created.push(agreement.id);
    }
  }
  for (const id of created) await enqueueAgreementMail(deps, tx, id);
  return created.length;
}
