import { randomBytes } from "node:crypto";
import type { Env } from "../env.ts";
import { createSandboxProvider } from "./sandbox.ts";
import { createStripeProvider } from "./stripe.ts";
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
      createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE }),
    );
  }
  return { active: env.PAYMENT_PROVIDER, get: (name) => providers.get(name) ?? null, sandboxSecret };
}
