import { z } from "zod";
import { parseTrustedProxies } from "./trusted-proxies.ts";

/** Every setting the server reads from the environment, validated once at start. */
const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL");

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: postgresUrl.optional(),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL").optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
    /** Print the text of unsent mail (reset and confirmation links) in the log; on by itself with NODE_ENV=development. */
    MAIL_LOG_LINKS: booleanString.default(false),
    MAIL_FROM: z.string().min(3).default("Boxyard <no-reply@boxyard.local>"),
    SALES_EMAIL: z.email().default("sales@boxyard.local"),
    /** Normalized here once: no trailing slash, so every link is written `${PUBLIC_URL}/path`. */
    PUBLIC_URL: z.url().default("http://localhost:3000").transform((url) => url.replace(/\/+$/, "")),
    PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
    STRIPE_SECRET_KEY: z.string().startsWith("sk_").optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
    /** Points the Stripe SDK at another host (the test suite's local fake). */
    STRIPE_API_BASE: z.url().optional(),
    SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
    ADMIN_EMAIL: z.email().default("admin@boxyard.local"),
    ADMIN_PASSWORD: z.string().min(8).default("Boxyard-admin-2026"),
    SEED_DEMO: booleanString.default(true),
    /** How long public catalog answers are reused in-process; 0 turns the cache off. */
    CATALOG_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
    /** Worker threads that render pages beside the main thread (docs/decisions/060); 0 renders on the main thread. */
    RENDER_THREADS: z.coerce.number().int().min(0).max(16).default(1),
    /** How long the admin dashboard figures are reused between write requests (docs/decisions/042); 0 turns it off. */
    ADMIN_FIGURES_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
    /** Bearer token that opens GET /metrics to a scraper that is not on this machine. */
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    /** Seals the admins' authenticator secrets in the database (AES-256-GCM); without it they are kept as-is. */
    TWO_FACTOR_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    /** S3-compatible object storage for pictures: https://KEY:SECRET@host/bucket[?region=…]. Default: the database. */
    S3_URL: z.url().regex(/^https?:\/\/[^/]+\/[^/?#]+/, "must be https://KEY:SECRET@host/bucket").optional(),
    /** Whether this process runs background jobs (mail, checkout expiry, reports); `npm run worker` runs only them. */
    RUN_JOBS: booleanString.default(true),
    /** Proxies whose X-Forwarded-For is believed (addresses or CIDRs, comma-separated); none by default. */
    TRUSTED_PROXIES: z
      .string()
      .default("")
      .transform((value, ctx) => {
        const { entries, bad } = parseTrustedProxies(value);
        if (bad) ctx.addIssue({ code: "custom", message: `"${bad}" is not an IP address or CIDR (use e.g. 10.0.0.5 or 10.0.0.0/8)` });
        return entries;
      }),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === "stripe") {
      for (const key of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when PAYMENT_PROVIDER=stripe" });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; throws one error that lists every bad key. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
  throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
}
