import type { UserRole } from "../../contract/staff-roles.ts";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hc } from "hono/client";
import { Redis } from "ioredis";
import type { ApiApp } from "../../contract/api-app.ts";
import { seedDatabase } from "../../db/seed/index.ts";
import { createApp } from "../app.ts";
import type { AppDeps } from "../lib/deps.ts";
import { readEnv } from "../lib/env.ts";
import { type LogDestination, createLogger } from "../lib/logger.ts";
import { createTtlCache } from "../lib/ttl-cache.ts";
import { createDatabaseMediaStore } from "../lib/media/database-store.ts";
import type { MediaStore } from "../lib/media/store.ts";
import { createJobQueue } from "../lib/jobs/queue.ts";
import { MAIL_JOB, createMailer } from "../lib/mail.ts";
import { startJobs } from "../jobs.ts";
import { mailLogShowsText } from "../lib/mail-log.ts";
import { hashPassword } from "../lib/passwords.ts";
import { createPaymentRegistry } from "../lib/payments/registry.ts";
import { createMemoryRateLimiter, createRedisRateLimiter } from "../lib/rate-limit.ts";
import { createTestDatabase } from "./database.ts";
import { users } from "../../db/schema/index.ts";
import { createSession } from "../lib/sessions.ts";

export const TEST_ADMIN = { email: "admin@test.local", password: "Admin-password-1" };

export type TestAppOptions = {
  /** Seed the demo catalog (67 products). Off by default: most tests make their own rows. */
  demo?: boolean;
  env?: Record<string, string>;
  now?: () => Date;
  /** Receives every log line (debug and up) instead of the usual silence: tests that read the log. */
  log?: LogDestination;
  /** Another picture store (the S3 test's); default: the test database. */
  media?: (db: TestDb) => MediaStore;
  /** Which jobs this test's app runs in the background (default: mail delivery only; cron is off). */
  work?: string[];
  mailRetry?: { limit: number; delaySeconds: number; maxDelaySeconds: number };
};

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>["db"];

export type CallResult = { status: number; body: any; headers: Headers };

/** A fresh database, seeded, and the /v1 app called in-process. One per test file. */
export async function createTestApp(opts: TestAppOptions = {}) {
  const queryLog: string[] = [];
  let recording = false;
  const database = await createTestDatabase((q) => {
    if (recording) queryLog.push(q);
  });
  const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, ...opts.env });
  const logger = opts.log ? createLogger("debug", opts.log) : createLogger(process.env.TEST_LOG === "1" ? "debug" : "silent");
  const media = opts.media?.(database.db) ?? createDatabaseMediaStore(database.db);
  const renderCacheDir = join(process.env.BOXYARD_TEST_MEDIA ?? join(tmpdir(), "boxyard-test-media"), "seed");
  await seedDatabase({ db: database.db, pictures: { store: media.put, renderCacheDir }, demo: opts.demo ?? false, admin: TEST_ADMIN, hashPassword });
  const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : null;
  const now = opts.now ?? (() => new Date());
  const jobs = await createJobQueue({ database, logger, poolSize: 2, schedule: false });
  const deps: AppDeps = {
    db: database.db,
    env,
    logger,
    media,
    // Off unless a test asks for it: tests write rows directly and read them back at once.
    publicCache: createTtlCache({ ttlMs: (opts.env?.CATALOG_CACHE_SECONDS ? Number(opts.env.CATALOG_CACHE_SECONDS) : 0) * 1000 }),
    adminFigures: createTtlCache({ ttlMs: (opts.env?.ADMIN_FIGURES_CACHE_SECONDS ? Number(opts.env.ADMIN_FIGURES_CACHE_SECONDS) : 0) * 1000 }),
    jobs,
    mailer: createMailer({ db: database.db, jobs, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger, now: () => now(), retry: opts.mailRetry, logText: mailLogShowsText(env) }),
    rateLimiter: redis ? createRedisRateLimiter(redis, `bx-test:${randomBytes(6).toString("hex")}:`) : createMemoryRateLimiter(),
    now,
    payments: createPaymentRegistry(env, () => now()),
  };
  await startJobs(deps, { work: opts.work ?? [MAIL_JOB], pollingIntervalSeconds: 0.5 });
  const app = createApp(deps);

  async function call(method: string, path: string, init: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: BodyInit } = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    let body: BodyInit | undefined = init.raw;
    if (init.body !== undefined) {
      headers["Content-Type"] ??= "application/json";
      body = JSON.stringify(init.body);
    }
    return send(app.request(path.replace(/^\/v1/, ""), { method, headers, body }));
  }

  /**
   * The typed client on the in-process app: a renamed route, a wrong method or a missing path parameter fails
   * the typecheck. `t.send(t.api.cart.items.$post({ json }, t.as(token)))` answers as `call` does.
   */
  const api = hc<ApiApp>("http://in-process", {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return app.request(url.pathname + url.search, init);
    },
  });
  /** Request options for the typed client: the bearer token and any other headers. */
  const as = (token?: string, headers: Record<string, string> = {}) => ({ headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers } });
  async function send(response: Promise<Response> | Response): Promise<CallResult> {
    const res = await response;
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  let userCount = 0;
  /** Inserts a user and opens a session for them directly: tests of other features need no log-in flow. */
  /** Verified by default (the e-mail proof has its own tests); `verified: false` for an account that has not confirmed yet. */
  async function createUser(input: { role?: UserRole; email?: string; password?: string; fullName?: string; verified?: boolean } = {}) {
    userCount += 1;
    const suffix = `${userCount}-${randomBytes(3).toString("hex")}`;
    const password = input.password ?? "Customer-password-1";
    const [user] = await database.db
      .insert(users)
      .values({
        fullName: input.fullName ?? `Test User ${suffix}`,
        userName: `user_${suffix}`,
        email: input.email ?? `user-${suffix}@test.local`,
        phone: "305-555-0100",
        role: input.role ?? "user",
        emailVerifiedAt: input.verified === false ? null : deps.now(),
        passwordHash: await hashPassword(password),
      })
      .returning();
    const token = await createSession(database.db, user.id, deps.now());
    return { user, token, password };
  }

  /** Runs `fn` and returns the SQL statements it sent (for query-count tests). */
  async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
    queryLog.length = 0;
    recording = true;
    try {
      const result = await fn();
      return { result, queries: [...queryLog] };
    } finally {
      recording = false;
    }
  }

  return {
    app,
    countQueries,
    createUser,
    deps,
    db: database.db,
    databaseKind: database.kind,
    /** The PostgreSQL pool's counts (undefined on PGlite). */
    poolStats: database.poolStats,
    /** An untyped request, for what the typed client cannot send: a deliberately malformed one (say why at the call). */
    call,
    api,
    as,
    send,
    close: async () => {
      await jobs.stop({ timeoutMs: 2000 });
      redis?.disconnect();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
