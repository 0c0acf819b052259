import { createHash } from "node:crypto";

/** A stored picture as the media route serves it. */
export type MediaObject = { bytes: Uint8Array; contentType: string; etag: string };

/**
 * Where uploaded and seed pictures live, shared by every replica (docs/decisions/015): the database by
 * default, S3-compatible object storage with S3_URL. Keys look like `uploads/<random>-960.webp`; a key is
 * never rewritten with other bytes, so answers can be cached for a year.
 */
export type MediaStore = {
  kind: "database" | "s3";
  put: (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;
  get: (key: string) => Promise<MediaObject | null>;
  remove: (keys: string[]) => Promise<void>;
};

/** Strong, quoted ETag of the bytes (the same for equal bytes on every replica). */
export const etagOf = (bytes: Uint8Array) => `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;

/** `/media/uploads/x.webp` → `uploads/x.webp`; null for anything that is not a plain media path. */
export function keyFromUrl(url: string): string | null {
  const key = url.replace(/^\/media\//, "");
  return key !== url && /^[a-z0-9-]+\/[A-Za-z0-9._-]+$/.test(key) && !key.includes("..") ? key : null;
}

/** The folder of files that are never public (tax certificates): GET /media refuses it. */
export const PRIVATE_MEDIA_FOLDER = "private";

export const urlOfKey = (key: string) => `/media/${key}`;
