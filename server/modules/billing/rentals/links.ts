import { randomBytes } from "node:crypto";
import { assertWithinPaymentCap } from "../payments/cap.ts";
import { and, asc, eq } from "drizzle-orm";
import { formatDateRange } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { orders, rentalAgreements, rentalPaymentLinks, users } from "../../../../db/schema/index.ts";
import { salesTaxFor, taxCentsOf } from "../../accounts/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import type { RentalLinkKind } from "../../../../db/schema/index.ts";
import { reusableLink } from "./link-reuse.ts";
import { buyoutCents, loadRental } from "./view.ts";

/** Sales tax on a buy-out price: the one tax function for the renter and the rental order's ship-to state, today. */
async function buyoutTaxCents(db: DbOrTx, orderId: string, priceCents: number, now: Date): Promise<number> {
  const [order] = await db.select({ shipTo: orders.shippingAddress, userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  const tax = await salesTaxFor(db, { userId: order?.userId ?? null, state: order?.shipTo.state, on: now });
  return taxCentsOf(priceCents, tax.bps);
}

const conflict = (message: string, field = "rental") => new HttpError("conflict", message, { errors: { [field]: message } });

/**
 * Opens a hosted page for an agreement: pay what is overdue ("cycle"), buy the unit ("buyout") or replace
 * the card ("card", no charge). The card never reaches us; the page's session id is how the payment finds
 * its way back (webhook or the sandbox's in-process event) to settleRentalSession. The agreement's row is
 * locked from the check to the new page, and a page already open for the same thing is given again, so two
 * clicks never make two pages that could both be paid (issue 43, defect 3).
 */
export async function openRentalPaymentPage(deps: AppDeps, userId: string, agreementId: string, kind: RentalLinkKind): Promise<{ url: string }> {
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: rentalAgreements.id }).from(rentalAgreements).where(and(eq(rentalAgreements.id, agreementId), eq(rentalAgreements.userId, userId))).for("update");
    const found = locked ? await loadRental(tx, agreementId, userId) : null;
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
      amountCents = price + (await buyoutTaxCents(tx, row.orderId, price, deps.now()));
      label = `Purchase of the rented unit: ${row.productName}${amountCents > price ? ", sales tax included" : ""}`;
    }
    await assertWithinPaymentCap(tx, amountCents, "rental", "Payments");
    const open = await reusableLink(deps, tx, { agreementId: row.id, kind, invoiceId, amountCents });
    if (open) return { url: open };
    const provider = deps.payments.get(card?.provider ?? deps.payments.active) ?? deps.payments.get(deps.payments.active)!;
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const base = provider.name === "sandbox" ? "" : deps.env.PUBLIC_URL;
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

/** Open links of an agreement, newest last (admin view and tests). */
export const linksOf = (deps: AppDeps, agreementId: string) =>
  deps.db.select().from(rentalPaymentLinks).where(eq(rentalPaymentLinks.agreementId, agreementId)).orderBy(asc(rentalPaymentLinks.createdAt));
