/**
 * The browser tests of the Stripe path (`*.stripe.spec.ts`, ADR 082): a second shop server with
 * PAYMENT_PROVIDER=stripe whose Stripe is the local fake (server/test/fake-stripe.ts), which the spec itself starts
 * on `fakePort` (the server only calls Stripe when a page is opened, so it may start first). Both ports follow
 * E2E_PORT so parallel runs on one machine do not meet. scripts/e2e.ts sets E2E_STRIPE when a run includes such
 * a spec (or is the whole suite), and "only" when no other spec runs: a run pays only for the servers it uses.
 */
const port = Number(process.env.E2E_PORT ?? 3210);

export const STRIPE_E2E = {
  enabled: process.env.E2E_STRIPE === "1" || process.env.E2E_STRIPE === "only",
  /** Only Stripe specs run: the sandbox server is not started. */
  only: process.env.E2E_STRIPE === "only",
  port: port + 1000,
  baseURL: `http://127.0.0.1:${port + 1000}`,
  fakePort: port + 1100,
  webhookSecret: "whsec_e2e_boxyard_fake_stripe",
};

/** Names a Stripe-path spec file. */
export const STRIPE_SPEC = /\.stripe\.spec\.ts$/;
