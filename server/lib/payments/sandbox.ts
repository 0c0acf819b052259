import { randomBytes } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/connect.ts";
import { sandboxRefunds, sandboxSessions } from "../../../db/schema/index.ts";
import { HttpError } from "../http-errors.ts";
import { toPaymentEvent } from "./events.ts";
import { chargeSandboxCard, detachSandboxCard, paySandboxPageWithSaved, sandboxSavedCard, saveSandboxCard } from "./sandbox-saved-cards.ts";
import { verifySignature } from "./signature.ts";
import { type PaymentProvider, WebhookSignatureError } from "./types.ts";

/** How long a hosted sandbox page can be paid (Stripe's minimum is also 30 minutes). */
export const SANDBOX_SESSION_TTL_MS = 60 * 60 * 1000;
export const SANDBOX_SIGNATURE_HEADER = "boxyard-signature";

export type SandboxRow = typeof sandboxSessions.$inferSelect;

/**
 * The offline card provider: sessions live in sandbox_sessions and are paid on /pay/sandbox/:id.
 * URLs are same-origin paths, so it works whatever host the shop is reached on.
 */
export function createSandboxProvider(opts: { secret: string; now: () => Date }): PaymentProvider {
  const provider: PaymentProvider = {
    name: "sandbox",
    async createSession(input, db) {
      const id = `cs_sandbox_${randomBytes(18).toString("base64url")}`;
      const expiresAt = new Date(opts.now().getTime() + SANDBOX_SESSION_TTL_MS);
      await db.insert(sandboxSessions).values({
        id,
        orderId: input.orderId,
        amountCents: input.amountCents,
        currency: input.currency,
        lineItems: input.lineItems.map((l) => ({ name: l.name, quantity: l.quantity, amountCents: l.unitAmountCents })),
        customerEmail: input.customerEmail,
        successUrl: input.successUrl.replace("{CHECKOUT_SESSION_ID}", id),
        cancelUrl: input.cancelUrl,
        mode: input.card?.mode === "setup" ? "setup" : "payment",
        saveCard: Boolean(input.card),
        expiresAt,
      });
      return { sessionId: id, url: `/pay/sandbox/${id}`, expiresAt };
    },
    payWithSaved: (input, db) => paySandboxPageWithSaved(db, input, opts.now()),
    async retrieveSavedPayment(sessionId, paymentId, db) {
      const state = await provider.retrieveSession(sessionId, db);
      return state?.paymentId === paymentId ? state : null;
    },
    detachSaved: (card, db) => detachSandboxCard(db, card),
    async retrieveSession(sessionId, db) {
      const row = await getSandboxSession(db, sessionId, opts.now());
      if (!row) return null;
      return {
        sessionId: row.id,
        status: row.status as "open" | "paid" | "expired",
        amountCents: row.amountCents,
        currency: row.currency,
        paymentId: row.paymentId,
        url: row.status === "open" ? `/pay/sandbox/${row.id}` : null,
        metadata: { orderId: row.orderId },
        savedCard: await sandboxSavedCard(db, row.paymentMethodId),
      };
    },
    async chargeSaved(input, db) {
      return chargeSandboxCard(db, input);
    },
    async expireSession(sessionId, db) {
      await db.update(sandboxSessions).set({ status: "expired" }).where(and(eq(sandboxSessions.id, sessionId), eq(sandboxSessions.status, "open")));
    },
    async refund(input, db) {
      const [done] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
      if (done) return { refundId: done.id, amountCents: done.amountCents };
      const [session] = await db.select().from(sandboxSessions).where(and(eq(sandboxSessions.paymentId, input.paymentId), eq(sandboxSessions.status, "paid")));
      if (!session) throw new HttpError("provider_refused", `The payment provider refused this refund: no such payment ${input.paymentId}`);
      const [given] = await db.select({ cents: sql<string>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::text` }).from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, input.paymentId));
      if (Number(given.cents) + input.amountCents > session.amountCents) {
        throw new HttpError("provider_refused", "The payment provider refused this refund: it is more than the payment's unrefunded amount.");
      }
      const id = `re_sandbox_${randomBytes(12).toString("base64url")}`;
      await db.insert(sandboxRefunds).values({ id, paymentId: input.paymentId, amountCents: input.amountCents, idempotencyKey: input.idempotencyKey, createdAt: opts.now() });
      return { refundId: id, amountCents: input.amountCents };
    },
    parseWebhook(rawBody, headers, nowMs) {
      verifySignature(opts.secret, rawBody, headers(SANDBOX_SIGNATURE_HEADER), nowMs);
      try {
        return toPaymentEvent(JSON.parse(rawBody));
      } catch {
        throw new WebhookSignatureError("Body is not JSON");
      }
    },
  };
  return provider;
}

/** Loads a session; an open one past its expiry turns expired on first look, as Stripe's expiry job would. */
export async function getSandboxSession(db: DbOrTx, sessionId: string, now: Date): Promise<SandboxRow | null> {
  await db
    .update(sandboxSessions)
    .set({ status: "expired" })
    .where(and(eq(sandboxSessions.id, sessionId), eq(sandboxSessions.status, "open"), lte(sandboxSessions.expiresAt, now)));
  const [row] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId)).limit(1);
  return row ?? null;
}

/**
 * Marks an open, unexpired session paid; null when it was not open any more (paid twice, expired). A
 * session that saves the card keeps a stored test card (its last four digits and behaviour, no number).
 */
export async function markSandboxPaid(db: DbOrTx, sessionId: string, now: Date, card: { last4: string } = { last4: "4242" }): Promise<SandboxRow | null> {
  const [row] = await db
    .update(sandboxSessions)
    .set({ status: "paid", paidAt: now, paymentId: `pi_sandbox_${randomBytes(12).toString("base64url")}` })
    .where(and(eq(sandboxSessions.id, sessionId), eq(sandboxSessions.status, "open"), gt(sandboxSessions.expiresAt, now)))
    .returning();
  if (!row?.saveCard) return row ?? null;
  const paymentMethodId = await saveSandboxCard(db, `cus_sandbox_${row.orderId}`, card.last4);
  const [saved] = await db.update(sandboxSessions).set({ paymentMethodId }).where(eq(sandboxSessions.id, sessionId)).returning();
  return saved;
}
