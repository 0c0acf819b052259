import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/chromium-path.ts";
import { STRIPE_E2E, STRIPE_SPEC } from "./e2e/support/stripe-mode.ts";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? "./data-e2e";
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } };

/** A production server on a fresh data folder; `extra` makes the Stripe-mode one (e2e/support/stripe-mode.ts). */
function shopServer(port: number, extra: Record<string, string> = {}) {
  const url = `http://127.0.0.1:${port}`;
  return {
    command: "node server/index.ts",
    url: `${url}/v1/health`,
    // A first start seeds a fresh database: on a loaded shared machine that can pass two minutes.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000),
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR,
      PUBLIC_URL: url,
      SMTP_URL: process.env.E2E_SMTP_URL ?? "",
      SALES_EMAIL: "sales@e2e.test",
      LOG_LEVEL: "warn",
      // As behind the shop's proxy: the API-registered customers each come from an address of their own
      // (e2e/support/dashboard-customer.ts ownAddress); the browser's own requests stay 127.0.0.1.
      TRUSTED_PROXIES: "127.0.0.1",
      ...extra,
    },
  };
}

const stripeServer = shopServer(STRIPE_E2E.port, {
  DATA_DIR: `${DATA_DIR}-stripe`,
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_e2e_fake",
  STRIPE_WEBHOOK_SECRET: STRIPE_E2E.webhookSecret,
  STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_E2E.fakePort}`,
});

/** Run through `npm run test:e2e`, which provides CHROME_PATH, the data folder and the SMTP catcher. */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROME_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "desktop", testIgnore: STRIPE_SPEC, use: desktop },
    ...(STRIPE_E2E.enabled ? [{ name: "stripe", testMatch: STRIPE_SPEC, use: { ...desktop, baseURL: STRIPE_E2E.baseURL } }] : []),
  ],
  webServer: [...(STRIPE_E2E.only ? [] : [shopServer(PORT)]), ...(STRIPE_E2E.enabled ? [stripeServer] : [])],
});
