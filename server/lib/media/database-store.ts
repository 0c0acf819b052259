import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/connect.ts";
import { mediaObjects } from "../../../db/schema/index.ts";
import { type MediaStore, etagOf } from "./store.ts";

/** Pictures as rows of `media_objects`: nothing to set up, backed up with the rest of the shop. */
export function createDatabaseMediaStore(db: Db): MediaStore {
  return {
    kind: "database",
    async put(key, bytes, contentType) {
      // Same key, same bytes (seed pictures from two replicas starting together): the first row stays.
      await db.insert(mediaObjects).values({ key, contentType, etag: etagOf(bytes), size: bytes.byteLength, bytes }).onConflictDoNothing();
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: mediaObjects.bytes, contentType: mediaObjects.contentType, etag: mediaObjects.etag })
        .from(mediaObjects)
        .where(eq(mediaObjects.key, key));
      return row ?? null;
    },
    async remove(keys) {
      if (keys.length) await db.delete(mediaObjects).where(inArray(mediaObjects.key, keys));
    },
  };
}
