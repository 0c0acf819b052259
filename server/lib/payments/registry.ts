import { randomBytes } from "node:crypto";
import type { Env } from "../env.ts";
import { createSandboxProvider } from "./sandbox.ts";
import type { StripeOptions } from "./stripe.ts";
import type { PaymentProvider, ProviderName } from "./types.ts";

export type PaymentRegistry = {
  /** The provider new checkouts use (PAYMENT_PROVIDER). */
  active: ProviderName;
  /** Known providers; sessions opened before a switch can still be confirmed. */
  get(name: string): PaymentProvider | null;
  /** Signs the sandbox's own webhook events; random per process when SANDBOX_WEBHOOK_SECRET is unset. */
  sandboxSecret: string;
};

/** Builds the providers the environment allows: the sandbox always, Stripe when its keys are set. */
export function createPaymentRegistry(env: Env, now: () => Date): PaymentRegistry {
  const sandboxSecret = env.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString("hex");
  const providers = new Map<string, PaymentProvider>([["sandbox", createSandboxProvider({ secret: sandboxSecret, now })]]);
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    providers.set(
      "stripe",
      stripeOnFirstUse({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE }),
    );
  }
  return { active: env.PAYMENT_PROVIDER, get: (name) => providers.get(name) ?? null, sandboxSecret };
}

/**
 * The Stripe provider, its SDK (≈ 220 modules) imported on the first call instead of at every start
 * (docs/decisions/044): a shop on the sandbox, or a restart, never pays for it.
 */
function stripeOnFirstUse(opts: StripeOptions): PaymentProvider {
  let loaded: Promise<PaymentProvider> | undefined;
  const stripe = () => (loaded ??= import("./stripe.ts").then((m) => m.createStripeProvider(opts)));
  return {
    name: "stripe",
    createSession: async (input, db) => (await stripe()).createSession(input, db),
    retrieveSession: async (sessionId, db) => (await stripe()).retrieveSession(sessionId, db),
    expireSession: async (sessionId, db) => (await stripe()).expireSession(sessionId, db),
    chargeSaved: async (input, db) => (await stripe()).chargeSaved(input, db),
    payWithSaved: async (input, db) => (await stripe()).payWithSaved(input, db),
    retrieveSavedPayment: async (sessionId, paymentId, db) => (await stripe()).retrieveSavedPayment(sessionId, paymentId, db),
    detachSaved: async (card, db) => (await stripe()).detachSaved(card, db),
    refund: async (input, db) => (await stripe()).refund(input, db),
    parseWebhook: async (rawBody, headers, nowMs) => (await stripe()).parseWebhook(rawBody, headers, nowMs),
  };
}
