import { and, eq } from "drizzle-orm";
import { centsToDollars } from "../../../contract/money.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { invoices, orders, payments, users } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { HttpError, notFound } from "../../lib/http-errors.ts";
import { fulfilCheckoutSession } from "./fulfil.ts";
import { assertWithinPaymentCap, paidCents } from "../../modules/billing/index.ts";
import { keepOrMoveDrop } from "../../modules/logistics/index.ts";

type OrderRow = typeof orders.$inferSelect;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Closes the order's open hosted page so it can no longer charge what it was opened for (an invoice edit).
 * If the provider says it was paid meanwhile, the payment is fulfilled and the edit refused: a paid invoice
 * is never edited. The order keeps its status; the customer's next "Pay" opens a page for the new amount.
 */
export async function closePaymentPage(deps: AppDeps, order: OrderRow): Promise<void> {
  const provider = order.provider ? deps.payments.get(order.provider) : null;
  if (!provider || !order.providerSessionId) return;
  const state = await provider.retrieveSession(order.providerSessionId, deps.db);
  if (state?.status === "paid") {
    await fulfilCheckoutSession(deps, provider.name, order.providerSessionId);
    throw new HttpError("invoice_paid", "This invoice was paid meanwhile and can no longer be edited: use a refund or a new invoice.");
  }
  if (state?.status === "open") await provider.expireSession(order.providerSessionId, deps.db);
  // Unlinked, so the checkout-expire job and a late "expired" event leave the order (still owed) alone.
  await deps.db
    .update(orders)
    .set({ providerSessionId: null, checkoutExpiresAt: null, sessionAmountCents: null, updatedAt: deps.now() })
    .where(and(eq(orders.id, order.id), eq(orders.providerSessionId, order.providerSessionId)));
}

export type InvoicePaymentPage = { orderId: string; invoiceId: string; sessionId: string; url: string; amount: number };

/**
 * "Pay" on an invoice: a hosted page for what is owed now (the invoice total less what was paid), opened by
 * the active provider. An open page for that same amount is reused; one for another amount (the invoice was
 * edited, a deposit was paid) is closed first. The order row is locked, so two clicks open one page.
 */
export async function openInvoicePayment(deps: AppDeps, userId: string, invoiceId: string): Promise<InvoicePaymentPage> {
  const provider = deps.payments.get(deps.payments.active);
  if (!provider) throw new HttpError("provider_unavailable", "No payment provider is configured.");
  if (!UUID.test(invoiceId)) throw notFound("Invoice not found");
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ invoice: invoices, order: orders })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
      .for("update");
    if (!row) throw notFound("Invoice not found");
    const { invoice, order } = row;
    if (invoice.status === "cancelled" || order.status === "cancelled") throw new HttpError("conflict", "This invoice was cancelled and cannot be paid.");
    const due = amountDueNow(invoice.totalCents, await paidCents(tx, order.id), order.depositCents);
    if (due <= 0 || invoice.status === "paid") throw new HttpError("already_paid", "This invoice is already paid.");
    await assertWithinPaymentCap(tx, due, "invoice", "Payments");
    // An unpaid order's truck is counted only while a page is open: one that lapsed gave its day back, which may have
    // filled since. The new page books it again, kept or moved (model test of issue 43, defect 10).
    const now = deps.now();
    const lapsed = order.status === "pending" && order.paymentStatus === "pending" && !(order.checkoutExpiresAt && order.checkoutExpiresAt > now);
    if (lapsed) await keepOrMoveDrop(tx, order, now);

    const current = order.provider && order.providerSessionId ? deps.payments.get(order.provider) : null;
    if (current && order.providerSessionId) {
      const state = await current.retrieveSession(order.providerSessionId, tx);
      if (state?.status === "open" && state.url && state.amountCents === due && current.name === provider.name) {
        return { orderId: order.id, invoiceId, sessionId: state.sessionId, url: state.url, amount: centsToDollars(due) };
      }
      if (state?.status === "paid" && !(await sessionRecorded(tx, current.name, state.sessionId))) {
        throw new HttpError("conflict", "A payment for this invoice is being processed. Refresh in a moment.");
      }
      if (state?.status === "open") await current.expireSession(order.providerSessionId, tx);
    }
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const base = provider.name === "sandbox" ? "" : deps.env.PUBLIC_URL;
    const session = await provider.createSession(
      {
        orderId: order.id,
        invoiceId,
        amountCents: due,
        currency: "usd",
        lineItems: [{ name: pageLineName(invoice.invoiceNumber, due, invoice.totalCents), quantity: 1, unitAmountCents: due }],
        customerEmail: user.email,
        successUrl: `${base}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
        // Not the checkout cancel link: leaving this page must not cancel an order that is still owed.
        cancelUrl: `${base}/dashboard/invoices`,
        idempotencyKey: `invoice:${invoiceId}:${due}:after:${order.providerSessionId ?? "none"}`,
      },
      tx,
    );
    await tx
      .update(orders)
      .set({ provider: provider.name, providerSessionId: session.sessionId, sessionAmountCents: due, checkoutExpiresAt: session.expiresAt, updatedAt: deps.now() })
      .where(eq(orders.id, order.id));
    return { orderId: order.id, invoiceId, sessionId: session.sessionId, url: session.url, amount: centsToDollars(due) };
  });
}

/** A paid page already booked as a payment (a deposit): the next page (the balance) may be opened. */
async function sessionRecorded(tx: DbOrTx, provider: string, sessionId: string) {
  const [row] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.provider, provider), eq(payments.sessionId, sessionId)));
  return Boolean(row);
}

const pageLineName = (invoiceNumber: string, due: number, total: number) =>
  due === total ? `Invoice ${invoiceNumber}` : `Invoice ${invoiceNumber} (part payment)`;

/** Owed now: the deposit while nothing is paid on a deposit order, else the rest of the invoice. */
export function amountDueNow(invoiceTotal: number, paid: number, depositCents: number | null): number {
  if (depositCents && paid === 0) return Math.min(depositCents, invoiceTotal);
  return invoiceTotal - paid;
}
