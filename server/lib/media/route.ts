import { Hono } from "hono";
import { type MediaObject, type MediaStore, PRIVATE_MEDIA_FOLDER } from "./store.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Keeps recently served pictures in memory (least recently used out first, up to `maxBytes`). Keys never
 * change their bytes, so a kept picture can never be stale; only found pictures are kept, since another
 * replica may store a missing one a moment later.
 */
export function createMediaCache(maxBytes: number) {
  const entries = new Map<string, MediaObject>();
  let used = 0;
  return {
    get(key: string) {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key: string, value: MediaObject) {
      if (value.bytes.byteLength > maxBytes / 4 || entries.has(key)) return;
      entries.set(key, value);
      used += value.bytes.byteLength;
      for (const [k, v] of entries) {
        if (used <= maxBytes) break;
        entries.delete(k);
        used -= v.bytes.byteLength;
      }
    },
  };
}

/** GET /media/<folder>/<file>: pictures from the shared store, cacheable for a year, revalidated by ETag. */
export function mediaRoute(store: MediaStore, cache = createMediaCache(64 * 1024 * 1024)) {
  return new Hono().get("/media/:folder/:file", async (c) => {
    // Tax certificates are customers' papers: only the admin's route reads them, never this public one.
    if (c.req.param("folder") === PRIVATE_MEDIA_FOLDER) return c.text("Not found", 404, { "Cache-Control": "no-store" });
    const key = `${c.req.param("folder")}/${c.req.param("file")}`;
    let object = cache.get(key);
    if (!object) {
      object = (await store.get(key)) ?? undefined;
      if (!object) return c.text("Not found", 404, { "Cache-Control": "no-store" });
      cache.set(key, object);
    }
    const headers = { ETag: object.etag, "Cache-Control": IMMUTABLE };
    if (c.req.header("if-none-match")?.split(/\s*,\s*/).includes(object.etag)) return c.body(null, 304, headers);
    return c.body(object.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, "Content-Type": object.contentType, "Content-Length": String(object.bytes.byteLength) });
  });
}
