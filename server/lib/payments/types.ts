import type { DbOrTx } from "../../../db/connect.ts";

export const PAYMENT_PROVIDERS = ["sandbox", "stripe"] as const;
export type ProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** One line as the hosted page shows it; amounts in cents, per unit. */
export type HostedLineItem = { name: string; quantity: number; unitAmountCents: number };

export type CreateSessionInput = {
  orderId: string;
  invoiceId: string;
  /** Must equal the order's total: line items are built so that they add up to it. */
  amountCents: number;
  currency: "usd";
  lineItems: HostedLineItem[];
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** Same key → same session at the provider, so a retried request cannot open a second one. */
  idempotencyKey: string;
  /**
   * Rentals (docs/decisions/029): "save" keeps the paying card for later off-session charges; "setup"
   * only saves a card (amount 0, Update card). `customerId` reuses the customer the provider already has.
   */
  card?: { mode: "save" | "setup"; customerId?: string | null };
};

/** A card the provider keeps: ids only, plus what a person recognises it by. */
export type SavedCardRef = { customerId: string; paymentMethodId: string; brand: string | null; last4: string | null };

export type OffSessionCharge = {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
  /** One per agreement, cycle and attempt: a repeated call (restart, second replica) cannot charge twice. */
  idempotencyKey: string;
};

/**
 * The customer, present at the payment page, pays it with a card the provider keeps (docs/decisions/082).
 * `sessionId` is the page it pays: the payment is tied to it so fulfilment can check one against the other.
 */
export type SavedCardPayment = {
  sessionId: string;
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  metadata: Record<string, string>;
  /** One per page and card: a double click or a retried request cannot charge twice. */
  idempotencyKey: string;
};

/** "declined": the bank said no (dunning starts). Outages throw instead, so the job tries again later. */
export type ChargeResult = { status: "succeeded"; paymentId: string } | { status: "declined"; paymentId: string | null; message: string };

export type RefundInput = {
  /** The provider's id of the captured payment (Stripe: the PaymentIntent). */
  paymentId: string;
  amountCents: number;
  orderId: string;
  reason: string;
  /** Same key → same refund at the provider: a retried request cannot refund twice. */
  idempotencyKey: string;
};

/** `expiresAt`: when the page stops taking payments (the checkout-expire job cancels the order then). */
export type HostedSession = { sessionId: string; url: string; expiresAt: Date };

/** What the provider says about a session: the only source of truth for "paid". */
export type SessionState = {
  sessionId: string;
  status: "open" | "paid" | "expired" | "failed";
  amountCents: number;
  currency: string;
  paymentId: string | null;
  /** Where the customer pays while the session is open. */
  url: string | null;
  metadata: Record<string, string>;
  /** The card kept for later, when the session saved one. */
  savedCard?: SavedCardRef | null;
};

/** A verified provider event, reduced to what fulfilment needs. */
export type PaymentEvent = {
  id: string;
  type: "paid" | "pending" | "failed" | "expired" | "ignored";
  rawType: string;
  sessionId: string | null;
  /** Set when the event is a kept-card payment of the page (`sessionId`), not the page's own payment. */
  paymentId?: string | null;
};

export type PaymentProvider = {
  name: ProviderName;
  /** `db` lets the sandbox write inside the caller's transaction (checkout holds the cart lock). */
  createSession(input: CreateSessionInput, db: DbOrTx): Promise<HostedSession>;
  retrieveSession(sessionId: string, db: DbOrTx): Promise<SessionState | null>;
  /** Best effort: stop a session from being paid (a cancelled order). */
  expireSession(sessionId: string, db: DbOrTx): Promise<void>;
  /** Charges a saved card without the customer present (a rental's monthly cycle). */
  chargeSaved(input: OffSessionCharge, db: DbOrTx): Promise<ChargeResult>;
  /** Pays an open page with a kept card, the customer present (on-session); a decline leaves the page open. */
  payWithSaved(input: SavedCardPayment, db: DbOrTx): Promise<ChargeResult>;
  /**
   * What the provider says about a kept-card payment of a page: "paid" only when the payment succeeded and
   * names that page. Fulfilment asks this instead of the page itself when it is given the payment's id.
   */
  retrieveSavedPayment(sessionId: string, paymentId: string, db: DbOrTx): Promise<SessionState | null>;
  /** Forgets a kept card at the provider (Stripe: detaches the PaymentMethod from its Customer). */
  detachSaved(card: { customerId: string; paymentMethodId: string }, db: DbOrTx): Promise<void>;
  /** Gives back part or all of a captured payment (Stripe Refunds API); the provider refuses more than it took. */
  refund(input: RefundInput, db: DbOrTx): Promise<{ refundId: string; amountCents: number }>;
  /**
   * Verifies the signature over the raw body; rejects with WebhookSignatureError when it does not hold.
   * A promise because Stripe's SDK is loaded on first use (docs/decisions/044).
   */
  parseWebhook(rawBody: string, headers: (name: string) => string | undefined, nowMs: number): PaymentEvent | Promise<PaymentEvent>;
};

export class WebhookSignatureError extends Error {}

/** Events older than this are refused even with a good signature (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
