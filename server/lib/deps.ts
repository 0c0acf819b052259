import type { UserRole } from "../../contract/staff-roles.ts";
import type { Db } from "../../db/connect.ts";
import type { Env } from "./env.ts";
import type { JobQueue } from "./jobs/queue.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail.ts";
import type { MediaStore } from "./media/store.ts";
import type { MetricsCollector } from "./observability/metrics.ts";
import type { PaymentRegistry } from "./payments/registry.ts";
import type { RateLimiter } from "./rate-limit.ts";
import type { TtlCache } from "./ttl-cache.ts";

/** Everything a request handler may use, passed in by whoever builds the app (server or test). */
export type AppDeps = {
  db: Db;
  env: Env;
  /** Outbox: mails are enqueued in the caller's transaction and sent by a job. */
  mailer: Mailer;
  /** Durable job queue in the shop's database (pg-boss); enqueue with `{ tx }` to commit with a change. */
  jobs: JobQueue;
  rateLimiter: RateLimiter;
  logger: Logger;
  /** Where uploaded and seed pictures live, shared by every replica (database or S3); served at /media. */
  media: MediaStore;
  /** Extra gauges for GET /metrics (database pool, job queue, mail outbox); none by default. */
  metricsCollectors?: MetricsCollector[];
  /** Public catalog reads; cleared by admin product writes. */
  publicCache: TtlCache;
  /** The admin dashboard figures and quick stats; cleared by every write request this process answers (docs/decisions/042). */
  adminFigures: TtlCache;
  /** Card payment providers (sandbox, stripe) chosen by PAYMENT_PROVIDER. */
  payments: PaymentRegistry;
  /** Injected so tests can move time (token expiry, throttling windows). */
  now: () => Date;
};

export type AuthUser = {
  id: string;
  role: UserRole;
  email: string;
  /** The owner proved the e-mail is theirs (ADR 070): offers and terms sent to it are shown only then. */
  emailVerified: boolean;
  sessionId: string;
  /** An admin the store requires to use two-factor sign-in who has not set it up (docs/decisions/027). */
  twoFactorSetupRequired: boolean;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    user?: AuthUser;
    /** The answer goes through the compress step (the client takes gzip or deflate): envelope.ts `jsonAnswer`. */
    compressing?: boolean;
  };
};
