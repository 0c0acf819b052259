import { sql } from "drizzle-orm";
import { type JobResult, PgBoss, fromDrizzle, fromPglite } from "pg-boss";
import type { DatabaseHandle, DbOrTx } from "../../../db/connect.ts";
import type { Logger } from "../logger.ts";

/** Where a job goes once its retries are used up: kept for the admin and the metrics, never worked. */
export const DEAD_LETTER_QUEUE = "dead-letter";

export type JobContext = { id: string; retryCount: number; retryLimit: number; signal: AbortSignal };

export type JobDefinition = {
  name: string;
  handler: (data: Record<string, unknown>, job: JobContext) => Promise<void>;
  /** Tries after the first one. Default 8. */
  retryLimit?: number;
  /** First retry after this many seconds, doubling (with jitter) up to retryDelayMaxSeconds. */
  retryDelaySeconds?: number;
  retryDelayMaxSeconds?: number;
  /** A run taking longer counts as crashed and is retried (another replica may pick it up). */
  expireInSeconds?: number;
  /**
   * Jobs a worker fetches at once, worked side by side; while fetches come back full it fetches again at once. For
   * many small independent jobs (mails). Default 1: a long run (billing) stays one per process, so replicas share
   * the runs and a process that dies strands one job, not several.
   */
  batch?: number;
  /** Five-field cron, run in `cronTz`; each tick creates one job for the whole cluster. */
  cron?: string;
};

export type SendOptions = {
  /** Enqueue inside this transaction: the job exists exactly when the change that caused it commits. */
  tx?: DbOrTx;
  startAfter?: Date;
  /** At most one queued job with this key per queue. */
  singletonKey?: string;
};

export type QueueCounts = { name: string; queued: number; active: number; failed: number };

export type JobQueue = {
  send(name: string, data: object, opts?: SendOptions): Promise<string | null>;
  /** Creates the queues and schedules; with `work` this process also runs their handlers. */
  register(definitions: JobDefinition[], opts: { work: boolean | string[]; cronTz?: string; pollingIntervalSeconds?: number }): Promise<void>;
  counts(): Promise<QueueCounts[]>;
  /** A job's state (created, retry, active, completed, failed, cancelled) and next run, or null once deleted. */
  find(name: string, id: string): Promise<{ state: string; startAfter: Date; retryCount: number } | null>;
  /** Stops fetching; running handlers get `timeoutMs` to finish, then their jobs are handed back (retried). */
  stop(opts?: { timeoutMs?: number }): Promise<void>;
};

/**
 * pg-boss on the shop's own database (ADR 013): on PGlite through its PGlite adapter (same
 * in-process instance, so a job and the row that caused it share one transaction), on PostgreSQL
 * through a small pool of its own. Jobs are claimed with SKIP LOCKED, so one runner per job across
 * replicas; cron ticks are deduplicated cluster-wide by pg-boss.
 */
export async function createJobQueue(opts: {
  database: DatabaseHandle;
  logger: Logger;
  poolSize?: number;
  /** false: this instance never turns cron schedules into jobs (tests send them by hand). */
  schedule?: boolean;
}): Promise<JobQueue> {
  const { database, logger } = opts;
  const common = { schedule: opts.schedule ?? true };
  const boss =
    database.kind === "pglite" && database.pglite
      ? new PgBoss({ ...common, db: fromPglite(database.pglite), backend: "pglite" })
      : new PgBoss({ ...common, connectionString: database.url, max: opts.poolSize ?? 4 });
  boss.on("error", (err) => logger.error(`[jobs] ${(err as Error).message}`, err));
  await boss.start();
  await boss.createQueue(DEAD_LETTER_QUEUE);
  const names = new Set<string>([DEAD_LETTER_QUEUE]);

  return {
    async send(name, data, o = {}) {
      const db = o.tx ? fromDrizzle(o.tx as never, sql as never) : undefined;
      return boss.send(name, data, { db, startAfter: o.startAfter, singletonKey: o.singletonKey });
    },
    async register(definitions, r) {
      for (const d of definitions) {
        names.add(d.name);
        const options = {
          retryLimit: d.retryLimit ?? 8,
          retryDelay: d.retryDelaySeconds ?? 10,
          retryBackoff: true,
          retryDelayMax: d.retryDelayMaxSeconds ?? 600,
          expireInSeconds: d.expireInSeconds ?? 300,
          deadLetter: DEAD_LETTER_QUEUE,
        };
        if (await boss.getQueue(d.name)) await boss.updateQueue(d.name, options);
        else await boss.createQueue(d.name, options);
        if (d.cron) await boss.schedule(d.name, d.cron, {}, { tz: r.cronTz ?? "UTC" });
        if (r.work === false || (Array.isArray(r.work) && !r.work.includes(d.name))) continue;
        // Each job of a batch is settled on its own. A worker fetching one job waited a polling interval (2 s) after
        // every job, even with more queued: a dozen queued mails took 24 s (ADR 053).
        const batchSize = d.batch ?? 1;
        await boss.work(d.name, { includeMetadata: true, batchSize, burstWhenBatchFull: batchSize > 1, perJobResults: true, pollingIntervalSeconds: r.pollingIntervalSeconds ?? 2 }, (batch) =>
          Promise.all(
            batch.map(async (job): Promise<JobResult> => {
              try {
                await d.handler(job.data as Record<string, unknown>, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit, signal: job.signal });
                return { id: job.id, status: "completed" };
              } catch (err) {
                const message = (err as Error).message;
                logger.warn(`[jobs] ${d.name} ${job.id} try ${job.retryCount + 1}/${job.retryLimit + 1} failed: ${message}`);
                return { id: job.id, status: "failed", output: { message } };
              }
            }),
          ),
        );
      }
    },
    async counts() {
      // Counted live from the job table: pg-boss's own queue figures are refreshed by its monitor only once a minute.
      const result = await database.db.execute(
        sql`select name, state, count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
      const rows = (result as unknown as { rows: { name: string; state: string; n: number }[] }).rows;
      return [...names].map((name) => {
        const n = (...states: string[]) => rows.filter((r) => r.name === name && states.includes(r.state)).reduce((sum, r) => sum + Number(r.n), 0);
        return { name, queued: n("created", "retry"), active: n("active"), failed: n("failed") };
      });
    },
    async find(name, id) {
      const [job] = await boss.findJobs(name, { id });
      return job ? { state: job.state, startAfter: new Date(job.startAfter), retryCount: job.retryCount } : null;
    },
    async stop(s = {}) {
      await boss.stop({ graceful: true, timeout: s.timeoutMs ?? 10_000, close: true });
    },
  };
}
