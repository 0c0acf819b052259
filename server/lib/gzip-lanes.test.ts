import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createGzipLanes } from "./gzip-lanes.ts";

const page = (i: number) => Buffer.from(`<!DOCTYPE html><html><body>${`<p class="text-slate-700">product ${i}</p>`.repeat(200 + i)}</body></html>`);

describe("gzip on streams kept open (ADR 055)", () => {
  it("gives each answer its own complete gzip, in order, many at once", async () => {
    const gzip = createGzipLanes({ level: 2, lanes: 2 });
    const bodies = Array.from({ length: 60 }, (_, i) => (i % 7 === 0 ? randomBytes(70_000) : page(i)));
    const gzipped = await Promise.all(bodies.map((b) => gzip(b)));
    gzipped.forEach((g, i) => {
      expect(g.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      expect(gunzipSync(g).equals(bodies[i])).toBe(true);
    });
  });

  it("compresses an empty body and a body after it", async () => {
    const gzip = createGzipLanes({ level: 2, lanes: 1 });
    expect(gunzipSync(await gzip(Buffer.alloc(0))).length).toBe(0);
    expect(gunzipSync(await gzip(page(1))).toString()).toBe(page(1).toString());
  });
});
