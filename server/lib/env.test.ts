import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv", () => {
  it("applies the documented defaults", () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", PAYMENT_PROVIDER: "sandbox", SEED_DEMO: true });
  });

  it("names every bad variable in one error", () => {
    expect(() => readEnv({ PORT: "abc", DATABASE_URL: "mysql://x", PAYMENT_PROVIDER: "paypal" })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*PAYMENT_PROVIDER|PORT[\s\S]*PAYMENT_PROVIDER[\s\S]*DATABASE_URL/,
    );
  });

  it("requires the Stripe keys when PAYMENT_PROVIDER=stripe", () => {
    expect(() => readEnv({ PAYMENT_PROVIDER: "stripe" })).toThrow(/STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/);
  });

  it("reads SEED_DEMO=false", () => {
    expect(readEnv({ SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
  });
});
