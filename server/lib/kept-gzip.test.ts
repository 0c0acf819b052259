import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createKeptGzip } from "./kept-gzip.ts";

const page = (i: number) => Buffer.from(`<!DOCTYPE html><html><body>${`<p class="text-slate-700">product ${i}</p>`.repeat(200 + i)}</body></html>`);

describe("gzip on one kept zlib context (ADR 057)", () => {
  it("gives each answer its own complete gzip, the bytes gzipSync gives", () => {
    const gzip = createKeptGzip(3);
    // Random bytes do not compress: 200 KB of them take several rounds of the 64 KB output buffer.
    const bodies = Array.from({ length: 40 }, (_, i) => (i % 7 === 0 ? randomBytes(200_000) : page(i)));
    for (const body of bodies) {
      const gzipped = gzip(body);
      expect(gzipped.equals(gzipSync(body, { level: 3 }))).toBe(true);
      expect(gunzipSync(gzipped).equals(body)).toBe(true);
    }
  });

  it("compresses an empty body and a body after it", () => {
    const gzip = createKeptGzip(3);
    expect(gunzipSync(gzip(Buffer.alloc(0))).length).toBe(0);
    expect(gunzipSync(gzip(page(1))).toString()).toBe(page(1).toString());
  });

  it("hands out buffers of their own: a later answer does not overwrite an earlier one", () => {
    const gzip = createKeptGzip(3);
    const first = gzip(page(1));
    const copy = Buffer.from(first);
    gzip(page(2));
    expect(first.equals(copy)).toBe(true);
  });
});
