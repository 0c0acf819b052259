import { z } from "zod";

export const PAYMENT_PROVIDER_NAMES = ["sandbox", "stripe"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** Answer of POST /user/checkout/{provider}/session: the client stores the ids, then goes to `url`. */
export const checkoutSessionResult = z.object({
  orderId: z.string(),
  invoiceId: z.string(),
  url: z.string(),
  sessionId: z.string(),
});
export type CheckoutSessionResult = z.infer<typeof checkoutSessionResult>;

/** Answer of POST /user/invoices/{id}/pay: go to `url` to pay `amount` (dollars). */
export const invoicePaymentPage = z.object({ orderId: z.string(), invoiceId: z.string(), sessionId: z.string(), url: z.string(), amount: z.number() });

export const confirmInput = z.object({
  sessionId: z.string().trim().min(1, "sessionId is required").max(255),
  /** Sent by the spec's client; unused (the session alone identifies the payment). */
  payerID: z.string().max(255).nullish(),
});

export const confirmResult = z.object({
  orderId: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  paymentStatus: z.string(),
});
export type ConfirmResult = z.infer<typeof confirmResult>;

export const cancelInput = z.object({ invoiceId: z.string().uuid("must be an invoice id") });
export const cancelResult = z.object({ orderId: z.string(), invoiceId: z.string(), status: z.string() });

export const paymentsConfig = z.object({ provider: z.enum(PAYMENT_PROVIDER_NAMES) });
export type PaymentsConfig = z.infer<typeof paymentsConfig>;

/** What the sandbox's hosted page shows. */
export const sandboxSessionDto = z.object({
  id: z.string(),
  merchantName: z.string(),
  status: z.enum(["open", "paid", "expired"]),
  amount: z.number(),
  currency: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number(), amount: z.number() })),
  customerEmail: z.string().nullable(),
  cancelUrl: z.string(),
  successUrl: z.string(),
  expiresAt: z.string(),
});
export type SandboxSessionDto = z.infer<typeof sandboxSessionDto>;

export const sandboxPayInput = z.object({
  cardNumber: z.string().max(30),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
  name: z.string().max(120),
});
export type SandboxPayInput = z.infer<typeof sandboxPayInput>;

export const sandboxPayResult = z.object({ redirectUrl: z.string(), sessionId: z.string() });

/** The sandbox's test cards, as Stripe's test mode uses them. */
export const SANDBOX_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

/** The most one card payment may be (Stripe's limit for a card charge in USD): larger orders go through a quote. */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;
export const ORDER_TOO_LARGE = "order_too_large" as const;
