import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/connect.ts";
import { sandboxCharges, sandboxPaymentMethods } from "../../../db/schema/index.ts";
import type { ChargeResult, OffSessionCharge, SavedCardRef } from "./types.ts";

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
