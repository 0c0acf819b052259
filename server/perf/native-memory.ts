import sharp from "sharp";

/**
 * libvips keeps a cache of recent operations and their pixel buffers (sharp's default: up to 50 MB, 100
 * operations). It pays off when the same image is processed again and again; this server never does:
 * every upload, shared design and seed drawing is a new input, so the cache only held native memory that
 * no request would use again (ADR 047). Process-wide, so it is set once by the server's entry.
 */
export function dropImageCache() {
  sharp.cache(false);
}
