import { randomBytes } from "node:crypto";
import { assertWithinPaymentCap } from "../payments/cap.ts";
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import { formatDateRange } from "../../../../contract/money.ts";
import { orders, rentalAgreements, rentalInvoices, rentalPaymentLinks, users } from "../../../../db/schema/index.ts";
import { getSiteSettings } from "../../settings/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import type { RentalLinkKind } from "../../../../db/schema/index.ts";
import { saveCard } from "./agreements.ts";
import { markRentalInvoicePaid } from "./charge.ts";
import { buyoutCents, loadRental } from "./view.ts";

/** Sales tax on a buy-out price, at the rate of the rental order's ship-to state (0 where none is set). */
async function buyoutTaxCents(db: AppDeps["db"], orderId: string, priceCents: number): Promise<number> {
  const [order] = await db.select({ shipTo: orders.shippingAddress }).from(orders).where(eq(orders.id, orderId));
  const bps = (await getSiteSettings(db)).salesTaxBps[order?.shipTo.state?.trim().toUpperCase() ?? ""] ?? 0;
  return Math.round((priceCents * bps) / 10_000);
}

const conflict = (message: string, field = "rental") => new HttpError("conflict", message, { errors: { [field]: message } });

/**
 * Opens a hosted page for an agreement: pay what is overdue ("cycle"), buy the unit ("buyout") or replace
 * the card ("card", no charge). The card never reaches us; the page's session id is how the payment finds
 * its way back (webhook or the sandbox's in-process event) to settleRentalSession.
 */
export async function openRentalPaymentPage(deps: AppDeps, userId: string, agreementId: string, kind: RentalLinkKind): Promise<{ url: string }> {
  const found = await loadRental(deps.db, agreementId, userId);
  if (!found) throw new HttpError("not_found", "Rental not found");
  const { row, invoices, card } = found;
  if (row.status === "ended") throw conflict("This rental has ended.");
  let amountCents = 0;
  let invoiceId: string | null = null;
  let label = "Update card for monthly rent";
  if (kind === "cycle") {
    const due = invoices.filter((i) => i.status === "overdue").sort((a, b) => a.cycle - b.cycle)[0];
    if (!due) throw conflict("Nothing is overdue on this rental.");
    amountCents = due.amountCents;
    invoiceId = due.id;
    label = `${row.productName}: ${due.kind === "pickup" ? "pick-up fee" : `rent ${formatDateRange(due.periodStart, due.periodEnd)}`} (${due.invoiceNumber})`;
  } else if (kind === "buyout") {
    const price = buyoutCents(row, invoices);
    if (price === null) throw conflict("This rental is not rent-to-own.");
    if (invoices.some((i) => i.status === "overdue")) throw conflict("Please pay the overdue rent before buying the unit.");
    // A buy-out is a sale: taxed at the rate of the state the unit stands in, as the cart taxes a sale (issue 43).
    amountCents = price + (await buyoutTaxCents(deps.db, row.orderId, price));
    label = `Purchase of the rented unit: ${row.productName}${amountCents > price ? ", sales tax included" : ""}`;
  }
  const provider = deps.payments.get(card?.provider ?? deps.payments.active) ?? deps.payments.get(deps.payments.active)!;
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const base = provider.name === "sandbox" ? "" : deps.env.PUBLIC_URL;
  await assertWithinPaymentCap(deps.db, amountCents, "rental", "Payments");
  return deps.db.transaction(async (tx) => {
    const session = await provider.createSession(
      {
        orderId: row.orderId,
        invoiceId: invoiceId ?? row.id,
        amountCents,
        currency: "usd",
        lineItems: kind === "card" ? [] : [{ name: label, quantity: 1, unitAmountCents: amountCents }],
        customerEmail: user.email,
        successUrl: `${base}/dashboard/rentals?done=${kind}`,
        cancelUrl: `${base}/dashboard/rentals`,
        idempotencyKey: `rental-link:${row.id}:${kind}:${randomBytes(8).toString("hex")}`,
        card: kind === "card" ? { mode: "setup", customerId: card?.customerId ?? null } : undefined,
      },
      tx,
    );
    await tx.insert(rentalPaymentLinks).values({ provider: provider.name, sessionId: session.sessionId, kind, agreementId: row.id, rentalInvoiceId: invoiceId, amountCents, url: session.url, expiresAt: session.expiresAt });
    return { url: session.url };
  });
}

/**
 * A paid hosted page of a rental, once: null when the session is not a rental's (checkout handles it).
 * Asks the provider (never the caller) whether it is paid, and for how much.
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
    const [claimed] = await tx.update(rentalPaymentLinks).set({ settledAt: now }).where(and(eq(rentalPaymentLinks.id, link.id), isNull(rentalPaymentLinks.settledAt))).returning();
    if (!claimed) return "rental already settled";
    const [a] = await tx.select().from(rentalAgreements).where(eq(rentalAgreements.id, link.agreementId));
    if (link.kind === "cycle" && link.rentalInvoiceId) {
      await markRentalInvoicePaid(deps, tx, link.rentalInvoiceId, state.paymentId, now);
      return "rental invoice paid";
    }
    if (link.kind === "buyout") {
      await tx.update(rentalInvoices).set({ status: "void", updatedAt: now }).where(and(eq(rentalInvoices.agreementId, a.id), eq(rentalInvoices.status, "open")));
      await tx.update(rentalAgreements).set({ status: "ended", endedAt: now, endReason: "bought", updatedAt: now }).where(and(eq(rentalAgreements.id, a.id), ne(rentalAgreements.status, "ended")));
      return "rental bought out";
    }
    if (!state.savedCard) return "no card saved";
    const cardId = await saveCard(tx, a.userId, providerName, state.savedCard);
    // The new card pays every running rental of this customer from now on.
    await tx.update(rentalAgreements).set({ savedCardId: cardId, updatedAt: now }).where(and(eq(rentalAgreements.userId, a.userId), inArray(rentalAgreements.status, ["scheduled", "active", "overdue", "pickup_scheduled"])));
    return "rental card updated";
  });
}

/** Open links of an agreement, newest last (admin view and tests). */
export const linksOf = (deps: AppDeps, agreementId: string) =>
  deps.db.select().from(rentalPaymentLinks).where(eq(rentalPaymentLinks.agreementId, agreementId)).orderBy(asc(rentalPaymentLinks.createdAt));
