import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "../../../db/connect.ts";
import type { Logger } from "../logger.ts";
import { createDatabaseMediaStore } from "./database-store.ts";
import { createS3MediaStore } from "./s3-store.ts";
import type { MediaStore } from "./store.ts";

/** S3-compatible storage when S3_URL is set, otherwise the database (docs/decisions/015). */
export function createMediaStore(opts: { db: Db; s3Url?: string }): MediaStore {
  return opts.s3Url ? createS3MediaStore(opts.s3Url) : createDatabaseMediaStore(opts.db);
}

/**
 * Before pictures moved to the shared store they were files under DATA_DIR/media/{seed,uploads}. A shop
 * upgraded in place copies them over once (a marker file remembers), so old product and order pictures keep working.
 */
export async function importMediaFolder(mediaDir: string, store: MediaStore, logger: Logger): Promise<void> {
  const marker = join(mediaDir, ".imported-to-store");
  if (!existsSync(mediaDir) || existsSync(marker)) return;
  let count = 0;
  for (const folder of ["seed", "uploads"]) {
    const dir = join(mediaDir, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".webp"))) {
      await store.put(`${folder}/${file}`, readFileSync(join(dir, file)), "image/webp");
      count += 1;
    }
  }
  writeFileSync(marker, `${new Date().toISOString()} ${count} pictures\n`);
  if (count) logger.info(`[media] ${count} pictures copied from ${mediaDir} to the ${store.kind} store`);
}
