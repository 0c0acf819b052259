import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzleLite } from "drizzle-orm/pglite";
import { migrate as migrateLite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: services take this so callers can compose them. */
export type DbOrTx = Db | Tx;

export type DatabaseHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded instance itself (PGlite only): the job queue talks to it through its own adapter. */
  pglite?: PGlite;
  /** The server's URL (PostgreSQL only): the job queue opens its own small pool there. */
  url?: string;
  close: () => Promise<void>;
  /** The PostgreSQL pool's clients (PGlite has no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (or memory). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /**
   * How long a query waits for a pooled connection before it fails (answered 503 `overloaded`, ADR 041).
   * pg's default is to wait forever: under saturation requests queued past their clients' timeouts.
   */
  acquireTimeoutMs?: number;
  /** Sees every SQL statement Drizzle sends: the query-count tests use it to catch N+1s. */
  onQuery?: (sql: string) => void;
}): Promise<DatabaseHandle> {
  const logger = opts.onQuery ? { logQuery: (query: string) => opts.onQuery?.(query) } : undefined;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, connectionTimeoutMillis: opts.acquireTimeoutMs ?? 5_000 });
    pool.on("error", (err) => console.error("[db] idle client error", err));
    const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
    return { db, kind: "postgres", url: opts.databaseUrl, close: () => pool.end(), poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // PGlite's files may be opened by one process only: a second one would silently lose writes.
  const release = opts.dataDir ? await lockDataDir(opts.dataDir) : () => {};
  try {
    const client = await PGlite.create(opts.dataDir ? `${opts.dataDir}/pg` : undefined, { extensions: { pg_trgm } });
    const db = drizzleLite({ client, schema, logger }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      pglite: client,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * Applies pending migrations. On PostgreSQL an advisory lock makes replicas that start together
 * take turns instead of racing on the same DDL.
 */
export async function migrateDatabase(handle: DatabaseHandle, databaseUrl?: string): Promise<void> {
  if (handle.kind === "pglite") {
    await migrateLite(handle.db as never, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(727274)");
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock(727274)").catch(() => {});
    await client.end();
  }
}
