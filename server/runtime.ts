import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "../db/connect.ts";
import { seedDatabase } from "../db/seed/index.ts";
import type { AppDeps } from "./lib/deps.ts";
import type { Env } from "./lib/env.ts";
import { createLogger } from "./lib/logger.ts";
import { createTtlCache } from "./lib/ttl-cache.ts";
import { ADMIN_FIGURES_CHANNEL, clearAcrossReplicas } from "./lib/cache-broadcast.ts";
import { createJobQueue } from "./lib/jobs/queue.ts";
import { createMailer } from "./lib/mail.ts";
import { createMediaStore, importMediaFolder } from "./lib/media/create.ts";
import { databasePoolCollector, jobQueueCollector } from "./lib/observability/metrics.ts";
import { jobStats } from "./jobs.ts";
import { mailLogShowsText } from "./lib/mail-log.ts";
import { hashPassword } from "./lib/passwords.ts";
import { createPaymentRegistry } from "./lib/payments/registry.ts";
import { createMemoryRateLimiter, createRedisRateLimiter } from "./lib/rate-limit.ts";
import { type StartProgress, silentProgress } from "./lib/start/progress.ts";

export type Runtime = { deps: AppDeps; database: DatabaseHandle; close: () => Promise<void> };

/** Opens the database, applies migrations, seeds, and wires every dependency the app needs. */
export async function startRuntime(env: Env, progress: StartProgress = silentProgress): Promise<Runtime> {
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = resolve(env.DATA_DIR);
  const firstStart = !env.DATABASE_URL && !existsSync(join(dataDir, "pg", "PG_VERSION"));
  progress.set("server", firstStart ? "database: creating it (first start only)" : "database: opening");
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  progress.set("server", "database: applying migrations");
  await migrateDatabase(database, env.DATABASE_URL);
  const media = createMediaStore({ db: database.db, s3Url: env.S3_URL });
  await importMediaFolder(join(dataDir, "media"), media, logger);
  await seedDatabase({
    db: database.db,
    pictures: { store: media.put },
    demo: env.SEED_DEMO,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    hashPassword,
    log: (m) => logger.info(m),
    progress: (text) => progress.set("server", `database: ${text}`),
  });
  // ioredis is loaded only when a Redis is configured (docs/decisions/038).
  const redis = env.REDIS_URL ? new (await import("ioredis")).Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  redis?.on("error", (err) => logger.warn(`[redis] ${err.message}`));
  const jobs = await createJobQueue({ database, logger });
  const now = () => new Date();
  const localCache = createTtlCache({ ttlMs: env.CATALOG_CACHE_SECONDS * 1000 });
  const broadcast = redis ? clearAcrossReplicas(localCache, redis, logger) : null;
  const localFigures = createTtlCache({ ttlMs: env.ADMIN_FIGURES_CACHE_SECONDS * 1000, max: 4 });
  const figuresBroadcast = redis ? clearAcrossReplicas(localFigures, redis, logger, ADMIN_FIGURES_CHANNEL) : null;
  const deps: AppDeps = {
    db: database.db,
    env,
    logger,
    media,
    metricsCollectors: [databasePoolCollector(database.poolStats)],
    publicCache: broadcast?.cache ?? localCache,
    adminFigures: figuresBroadcast?.cache ?? localFigures,
    jobs,
    mailer: createMailer({ db: database.db, jobs, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger, now, logText: mailLogShowsText(env) }),
    rateLimiter: redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter(),
    now,
    payments: createPaymentRegistry(env, now),
  };
  deps.metricsCollectors?.push(jobQueueCollector(() => jobStats(deps)));
  return {
    deps,
    database,
    close: async () => {
      // Running jobs get 10 s to finish; unfinished ones are handed back and retried by the next runner.
      await jobs.stop({ timeoutMs: 10_000 }).catch((err) => logger.error("[jobs] stop failed", err));
      broadcast?.close();
      figuresBroadcast?.close();
      redis?.disconnect();
      await database.close();
    },
  };
}
