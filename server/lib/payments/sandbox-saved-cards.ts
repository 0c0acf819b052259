import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../../../db/connect.ts";
import { sandboxCharges, sandboxPaymentMethods, sandboxSessions } from "../../../db/schema/index.ts";
import { HttpError } from "../http-errors.ts";
import type { ChargeResult, OffSessionCharge, SavedCardPayment, SavedCardRef } from "./types.ts";

/** Keeps a test card for later charges: the sandbox's stand-in for a Stripe Customer's PaymentMethod. */
export async function saveSandboxCard(db: DbOrTx, customerId: string, last4: string): Promise<string> {
  const id = `pm_sandbox_${randomBytes(12).toString("base64url")}`;
  await db.insert(sandboxPaymentMethods).values({ id, customerId, last4 });
  return id;
}

export async function sandboxSavedCard(db: DbOrTx, paymentMethodId: string | null): Promise<SavedCardRef | null> {
  if (!paymentMethodId) return null;
  const [pm] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, paymentMethodId));
  return pm ? { customerId: pm.customerId, paymentMethodId: pm.id, brand: "visa", last4: pm.last4 } : null;
}

/**
 * An off-session charge of a stored test card. The idempotency key is the charge's primary key: a second
 * call with the same key (a restarted job, another replica) gets the first answer and charges nothing.
 */
export async function chargeSandboxCard(db: DbOrTx, input: OffSessionCharge): Promise<ChargeResult> {
  const [pm] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, input.paymentMethodId));
  const status = pm && pm.customerId === input.customerId && pm.behaviour === "succeeds" ? "succeeded" : "declined";
  await db
    .insert(sandboxCharges)
    .values({ idempotencyKey: input.idempotencyKey, paymentMethodId: input.paymentMethodId, amountCents: input.amountCents, status, paymentId: `pi_sandbox_${randomBytes(12).toString("base64url")}` })
    .onConflictDoNothing();
  const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey));
  if (charge.status === "succeeded") return { status: "succeeded", paymentId: charge.paymentId };
  return { status: "declined", paymentId: charge.paymentId, message: "Your card was declined." };
}

/**
 * Pays an open hosted page with a stored test card (docs/decisions/082): the charge and the page's "paid" are
 * one transaction, so a page that closed meanwhile takes no money (409). The page keeps the card it was paid
 * with, so a rental in it is billed on that card. A decline leaves the page open for a new card.
 */
export async function paySandboxPageWithSaved(db: DbOrTx, input: SavedCardPayment, now: Date): Promise<ChargeResult> {
  return db.transaction(async (tx) => {
    const result = await chargeSandboxCard(tx, { ...input, description: `Checkout ${input.sessionId}` });
    if (result.status !== "succeeded") return result;
    const open = and(eq(sandboxSessions.id, input.sessionId), eq(sandboxSessions.status, "open"), gt(sandboxSessions.expiresAt, now));
    const [paid] = await tx.update(sandboxSessions).set({ status: "paid", paidAt: now, paymentId: result.paymentId, paymentMethodId: input.paymentMethodId }).where(open).returning({ id: sandboxSessions.id });
    if (!paid) throw new HttpError("payment_session_closed", "This payment page is no longer open. No charge was made.");
    return result;
  });
}

/** The sandbox forgets a stored test card: a later charge of it is declined, as a detached Stripe card is. */
export async function detachSandboxCard(db: DbOrTx, card: { customerId: string; paymentMethodId: string }): Promise<void> {
  await db.delete(sandboxPaymentMethods).where(and(eq(sandboxPaymentMethods.id, card.paymentMethodId), eq(sandboxPaymentMethods.customerId, card.customerId)));
}
