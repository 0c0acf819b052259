import type { DbOrTx } from "../../../db/connect.ts";
import type { JobDefinition, JobQueue } from "../jobs/queue.ts";
import type { MediaStore } from "./store.ts";

/** Deletes pictures nothing points at any more (a replaced design snapshot, one stored for a save that failed). */
export const MEDIA_REMOVE_JOB = "media-remove";

/**
 * The store may be object storage, which can be down while the database is not: the removal is a job written in
 * the transaction that stopped pointing at the pictures, retried until the store answers (ADR 071).
 */
export function mediaRemoveJob(media: MediaStore): JobDefinition {
  return {
    name: MEDIA_REMOVE_JOB,
    retryLimit: 8,
    expireInSeconds: 120,
    // Small independent jobs, often several at once (a design saved again and again): fetched ten at a time.
    batch: 10,
    handler: async (data) => {
      const keys = Array.isArray(data.keys) ? data.keys.filter((k): k is string => typeof k === "string") : [];
      await media.remove(keys);
    },
  };
}

/** Queues the removal of `keys` in `db`'s transaction (or at once without one). */
export async function queueMediaRemoval(jobs: JobQueue, db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length) await jobs.send(MEDIA_REMOVE_JOB, { keys }, { tx: db });
}
