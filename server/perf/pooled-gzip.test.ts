import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPooledGzip } from "./pooled-gzip.ts";

const page = (i: number) => Buffer.from(`<!DOCTYPE html><html><body>${`<p class="text-slate-700">product ${i}</p>`.repeat(200 + i)}</body></html>`);

describe("gzip on the thread pool, one round trip an answer", () => {
  it("gives each answer its own complete gzip, the bytes gzipSync gives, many at once", async () => {
    const gzip = createPooledGzip(3);
    // Random bytes do not compress: 200 KB of them take several rounds of the 64 KB output buffer.
    const bodies = Array.from({ length: 40 }, (_, i) => (i % 7 === 0 ? randomBytes(200_000) : page(i)));
    const gzipped = await Promise.all(bodies.map((b) => gzip(b)));
    gzipped.forEach((g, i) => {
      expect(g.equals(gzipSync(bodies[i], { level: 3 }))).toBe(true);
      expect(gunzipSync(g).equals(bodies[i])).toBe(true);
    });
  });

  it("compresses an empty body and a body after it", async () => {
    const gzip = createPooledGzip(3, 1);
    expect(gunzipSync(await gzip(Buffer.alloc(0))).length).toBe(0);
    expect(gunzipSync(await gzip(page(1))).toString()).toBe(page(1).toString());
  });

  it("hands out buffers of their own: a later answer does not overwrite an earlier one", async () => {
    const gzip = createPooledGzip(3, 1);
    const first = await gzip(page(1));
    const copy = Buffer.from(first);
    await gzip(page(2));
    await gzip(page(3));
    expect(first.equals(copy)).toBe(true);
  });
});
