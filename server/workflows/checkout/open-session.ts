import { and, eq } from "drizzle-orm";
import type { CheckoutSessionResult } from "../../../contract/checkout.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { invoices, orders, users } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { HttpError, badRequest } from "../../lib/http-errors.ts";
import type { PaymentProvider } from "../../lib/payments/types.ts";
import { bookingProblems, cartFingerprint, cartRentalBreakdown, closeEarlierCheckouts, createPendingOrder, hostedLineItems, lockCart, priceCart, recordRentalTerms, rentalCardOption, snapshotAddress } from "../../modules/sales/index.ts";
import { reserveForCheckout } from "../../modules/yard/index.ts";
import { claimDeliverySlot } from "../../modules/logistics/index.ts";
import { fulfilCheckoutSession } from "./fulfil.ts";
import { retryOnDeadlock } from "../../lib/retry-deadlock.ts";
import { assertWithinPaymentCap, providerOrThrow } from "../../modules/billing/index.ts";

/** Where the provider sends the customer back; the sandbox stays same-origin, Stripe needs absolute URLs. */
function returnUrls(deps: AppDeps, provider: PaymentProvider, invoiceId: string) {
  const base = provider.name === "sandbox" ? "" : deps.env.PUBLIC_URL;
  return {
    successUrl: `${base}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/checkout/cancel?invoiceId=${invoiceId}`,
  };
}

type Outcome = CheckoutSessionResult | { alreadyPaid: { sessionId: string; orderId: string; invoiceId: string } };

/**
 * Checkout: with the cart row locked, either reuses the pending order made from this very cart (a
 * double click, two tabs) or creates order + lines + invoice, then opens the provider's hosted session.
 * The provider call happens inside the transaction, so a failure leaves no order behind and a
 * concurrent request waits on the cart lock instead of opening a second session for the same order.
 */
export async function openCheckoutSession(deps: AppDeps, userId: string, providerName: string): Promise<CheckoutSessionResult> {
  if (providerName !== deps.payments.active) {
    throw badRequest(`Payment provider "${providerName}" is not enabled`, { provider: `Use ${deps.payments.active}` });
  }
  const provider = providerOrThrow(deps, providerName);
  const outcome: Outcome = await retryOnDeadlock(() => deps.db.transaction(async (tx) => {
    await lockCart(tx, userId);
    // The one pricing of the cart (the cart page shows the same): what is charged is what was shown.
    const priced = await priceCart(tx, userId, deps.now());
    const { shipTo: address, lines } = priced;
    if (!address) throw new HttpError("address_required", "address required", { errors: { address: "Add a shipping address before checkout" } });
    const gone = lines.find((l) => l.archived);
    if (gone) throw new HttpError("product_unavailable", `${gone.name} is no longer available. Remove it from your cart to check out.`, { errors: { cart: `${gone.name} is no longer available` } });
    if (!lines.length) throw new HttpError("cart_empty", "Your cart is empty", { errors: { cart: "Add an item to your cart before checkout" } });
    // Rentals (docs/decisions/029): deposit and waiver are due today on top of the cart's priced total.
    const { rental, totals } = priced;
    await assertWithinPaymentCap(tx, totals.totalCents, "cart");
    const booking = bookingProblems(priced);
    const shipTo = snapshotAddress(address);
    const fingerprint = cartFingerprint(provider.name, lines, totals, shipTo, booking);
    // The rental lines read as their breakdown (ADR 076): "First month: …", delivery, deposit, waiver, tax.
    const rented = cartRentalBreakdown(rental, priced.taxState, priced.taxBps);
    const lineItems = [...hostedLineItems(lines, totals, priced.taxState, new Set(rental.lines.map((t) => t.line.id))), ...rental.lineItems];
    const card = await rentalCardOption(tx, userId, provider.name, rental);
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));

    const open = async (orderId: string, invoiceId: string, idempotencyKey: string) => {
      const session = await provider.createSession(
        { orderId, invoiceId, amountCents: totals.totalCents, currency: "usd", lineItems, customerEmail: user.email, idempotencyKey, card, ...returnUrls(deps, provider, invoiceId) },
        tx,
      );
      await tx.update(orders).set({ providerSessionId: session.sessionId, checkoutExpiresAt: session.expiresAt, updatedAt: deps.now() }).where(eq(orders.id, orderId));
      return { orderId, invoiceId, url: session.url, sessionId: session.sessionId };
    };

    const reusable = await findReusableOrder(tx, userId, provider.name, fingerprint);
    if (reusable) {
      const { order, invoiceId } = reusable;
      const state = order.providerSessionId ? await provider.retrieveSession(order.providerSessionId, tx) : null;
      if (state?.status === "paid") return { alreadyPaid: { sessionId: state.sessionId, orderId: order.id, invoiceId } };
      if (state?.status === "open" && state.url) return { orderId: order.id, invoiceId, url: state.url, sessionId: state.sessionId };
      // The old page expired unpaid: same order, fresh page. The key differs from the first one's.
      return open(order.id, invoiceId, `checkout:${order.id}:after:${order.providerSessionId ?? "none"}`);
    }
    // The earlier unpaid checkout's page closes first: one customer, one payable cart page (no paying twice).
    await closeEarlierCheckouts(deps, tx, userId);
    // The day's last truck is taken under the depot-day lock: the day is counted again with every commit seen.
    if (priced.booking && booking.deliveryDate) {
      const b = priced.booking;
      await claimDeliverySlot(tx, { depotId: b.depot.id, truck: b.truck, trucks: b.trucks, from: deps.now(), leadBusinessDays: b.leadBusinessDays, ignoreUserId: userId, date: booking.deliveryDate });
    }
    const { order, invoice } = await createPendingOrder(tx, { userId, provider: provider.name, lines, totals, shipTo, booking, fingerprint, taxExemptCertificate: priced.taxExemptCertificate, now: deps.now() });
    await recordRentalTerms(tx, order.id, rental, rented);
    // Holds the units before the payment page exists: a 409 here rolls the order back with it.
    await reserveForCheckout(tx, { orderId: order.id, userId, lines, shipToZip: address.postalCode, now: deps.now() });
    return open(order.id, invoice.id, `checkout:${order.id}:first`);
  }));

  if ("alreadyPaid" in outcome) {
    // Paid but not yet fulfilled (the webhook is late): fulfil now and send the customer to the receipt.
    const { sessionId, orderId, invoiceId } = outcome.alreadyPaid;
    await fulfilCheckoutSession(deps, provider.name, sessionId);
    const base = provider.name === "sandbox" ? "" : deps.env.PUBLIC_URL;
    return { orderId, invoiceId, sessionId, url: `${base}/checkout/success?session_id=${encodeURIComponent(sessionId)}` };
  }
  return outcome;
}

async function findReusableOrder(tx: DbOrTx, userId: string, provider: string, fingerprint: string) {
  const [row] = await tx
    .select({ order: orders, invoiceId: invoices.id })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.provider, provider),
        eq(orders.cartFingerprint, fingerprint),
        eq(orders.status, "pending"),
        eq(orders.paymentStatus, "pending"),
      ),
    )
    .limit(1);
  return row ?? null;
}
