import { and, desc, eq, sql } from "drizzle-orm";
import type { RefundInput } from "../../../contract/admin.ts";
import { centsToDollars, dollarsToCents, formatUsd } from "../../../contract/money.ts";
import { shortId } from "../../../contract/orders.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { invoices, orders, payments, refunds, users } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { HttpError, badRequest, notFound } from "../../lib/http-errors.ts";
import { endRentalsOfRefundedOrder, renderCreditNotePdf } from "../../modules/billing/index.ts";
import { getSiteSettings } from "../../modules/settings/index.ts";
import { releaseReservation, returnSoldUnits } from "../../modules/yard/index.ts";
import { canMoveOrder } from "../../modules/orders/index.ts";
import { recordAudit } from "../../lib/audit.ts";
import { uuidOr404 } from "../../lib/ids.ts";
import { mailBrand } from "../../lib/mail-kit/compose.ts";
import { refundMail } from "./refund-mail.ts";

export type RefundResult = { orderId: string; creditNoteNumber: string; amount: number; paymentStatus: string; amountPaid: number; amountRefunded: number; restocked: number };

/** Refunded so far per payment of the order. */
async function refundedByPayment(tx: DbOrTx, orderId: string) {
  const rows = await tx
    .select({ paymentId: refunds.paymentId, cents: sql<string>`sum(${refunds.amountCents})::text` })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .groupBy(refunds.paymentId);
  return new Map(rows.map((r) => [r.paymentId, Number(r.cents)]));
}

/**
 * Gives money back through the provider that took it (Stripe Refunds API, or the sandbox), newest payment
 * first (a deposit order has two). The order row stays locked from the check to the last insert, so two
 * refunds at once run one after the other and the second sees the first: together they never pass what was
 * paid. Each provider call carries an idempotency key made of the order's refunded total before it, so a
 * retry after a crash between the provider's answer and our commit repeats the same refund, not a second one.
 * The credit note PDF and the customer's mail commit with the refund (outbox).
 */
export async function refundOrder(deps: AppDeps, actorId: string, id: string, input: RefundInput): Promise<RefundResult> {
  const orderId = uuidOr404(id, "Order not found");
  const cents = dollarsToCents(input.amount);
  if (cents === null || cents <= 0) throw badRequest("Invalid amount", { amount: "Enter an amount above $0.00 with at most 2 decimals" });
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw notFound("Order not found");
    return refundLockedOrder(deps, tx, actorId, order, cents, input);
  });
}

/**
 * The refund itself in the caller's transaction, with `order` locked FOR UPDATE by the caller (the refund route,
 * or the admin's cancel, which gives back everything still held: docs/decisions/089).
 */
export async function refundLockedOrder(deps: AppDeps, tx: DbOrTx, actorId: string, order: typeof orders.$inferSelect, cents: number, input: RefundInput): Promise<RefundResult> {
  const orderId = order.id;
  const now = deps.now();
  const settings = await getSiteSettings(tx);
  const taken = await tx.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded"))).orderBy(desc(payments.createdAt));
  const given = await refundedByPayment(tx, orderId);
  const paid = taken.reduce((n, p) => n + p.amountCents, 0);
  const refundedBefore = [...given.values()].reduce((n, c) => n + c, 0);
  const left = paid - refundedBefore;
  if (left <= 0) throw new HttpError("conflict", paid ? "Everything paid on this order was already refunded." : "Nothing was paid on this order: there is nothing to refund.");
  if (cents > left) throw badRequest("Refund is more than was paid", { amount: `At most ${formatUsd(centsToDollars(left))} can be refunded (paid ${formatUsd(centsToDollars(paid))})` });

  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  const notes = await tx.select({ n: sql<string>`count(distinct ${refunds.creditNoteNumber})::text` }).from(refunds).where(eq(refunds.orderId, orderId));
  const creditNoteNumber = `CN-${(invoice?.invoiceNumber ?? shortId(orderId)).replace(/^INV-/, "")}-${Number(notes[0].n) + 1}`;
  let rest = cents;
  for (const payment of taken) {
    const part = Math.min(rest, payment.amountCents - (given.get(payment.id) ?? 0));
    if (part <= 0) continue;
    if (payment.provider === "manual") {
      // Money taken by hand (wire, check, cash) goes back by hand: the credit note records it, no provider call.
      await tx.insert(refunds).values({ orderId, paymentId: payment.id, provider: "manual", providerRefundId: `manual:${creditNoteNumber}:${payment.id}`, amountCents: part, reason: input.reason, restocked: input.restock, creditNoteNumber, actorId, createdAt: now });
      rest -= part;
      if (!rest) break;
      continue;
    }
    const provider = deps.payments.get(payment.provider);
    if (!provider || !payment.providerPaymentId) throw new HttpError("provider_unavailable", `The ${payment.provider} provider is not configured: refund this payment there by hand.`);
    const made = await provider.refund(
      { paymentId: payment.providerPaymentId, amountCents: part, orderId, reason: input.reason, idempotencyKey: `refund:${orderId}:${refundedBefore + cents - rest}:${payment.id}:${part}` },
      tx,
    );
    await tx.insert(refunds).values({ orderId, paymentId: payment.id, provider: provider.name, providerRefundId: made.refundId, amountCents: part, reason: input.reason, restocked: input.restock, creditNoteNumber, actorId, createdAt: now });
    rest -= part;
    if (!rest) break;
  }

  const refundedAll = refundedBefore + cents >= paid;
  const paymentStatus = refundedAll ? "refunded" : "partially_refunded";
  // A full refund before delivery cancels the drop (docs/decisions/074): the order leaves the depot's day and
  // Deliveries; whether the unit came back is the admin's `restock`.
  const dropCancelled = refundedAll && order.status !== "cancelled" && canMoveOrder(order.status, "cancelled");
  await tx.update(orders).set({ paymentStatus, ...(dropCancelled ? { status: "cancelled" } : {}), updatedAt: now }).where(eq(orders.id, orderId));
  if (dropCancelled) await releaseReservation(tx, orderId, now);
  if (invoice && refundedAll) await tx.update(invoices).set({ status: "refunded", updatedAt: now }).where(eq(invoices.id, invoice.id));
  // Its rentals stop billing; their deposits went back in this refund (issue 43, defect 4).
  if (refundedAll) await endRentalsOfRefundedOrder(deps, tx, orderId, now);
  const restocked = input.restock ? await returnSoldUnits(tx, orderId, now) : 0;

  const [customer] = await tx.select({ name: users.fullName, email: users.email }).from(users).where(eq(users.id, order.userId));
  const note = { number: creditNoteNumber, invoiceNumber: invoice?.invoiceNumber ?? "-", orderRef: shortId(orderId), date: now.toISOString(), customer, amountCents: cents, reason: input.reason, restocked: restocked > 0 };
  const pdf = await renderCreditNotePdf(note, settings);
  await deps.mailer.enqueue(tx, await refundMail({ note, pdf, brand: mailBrand(settings, deps.env.PUBLIC_URL), refundedAll }));
  await recordAudit(tx, {
    actorId,
    action: "order.refunded",
    entity: "order",
    entityId: orderId,
    details: { creditNoteNumber, amount: centsToDollars(cents), reason: input.reason, restocked, paymentStatus, ...(dropCancelled ? { status: "cancelled" } : {}) },
  });
  return { orderId, creditNoteNumber, amount: centsToDollars(cents), paymentStatus, amountPaid: centsToDollars(paid), amountRefunded: centsToDollars(refundedBefore + cents), restocked };
}

/** The credit note of a refund, for the admin to download again. */
export async function creditNotePdf(db: DbOrTx, number: string, ownerId?: string): Promise<{ pdf: Buffer; fileName: string }> {
  const rows = await db.select().from(refunds).where(eq(refunds.creditNoteNumber, number));
  if (!rows.length) throw notFound("Credit note not found");
  const first = rows[0];
  const [row] = await db
    .select({ invoiceNumber: invoices.invoiceNumber, name: users.fullName, email: users.email, userId: orders.userId })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.id, first.orderId));
  // A customer's own credit notes only: another's is "not found", as if it did not exist.
  if (ownerId !== undefined && row.userId !== ownerId) throw notFound("Credit note not found");
  const note = {
    number,
    invoiceNumber: row.invoiceNumber ?? "-",
    orderRef: shortId(first.orderId),
    date: first.createdAt.toISOString(),
    customer: { name: row.name, email: row.email },
    amountCents: rows.reduce((n, r) => n + r.amountCents, 0),
    reason: first.reason,
    restocked: first.restocked,
  };
  return { pdf: await renderCreditNotePdf(note, await getSiteSettings(db)), fileName: `${number}.pdf` };
}
