import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32Shift } from "./crc32-combine.ts";

describe("crc32Combine", () => {
  it("gives zlib's CRC of the joined bytes for empty, short and long runs", () => {
    const runs = [Buffer.alloc(0), Buffer.from("a"), Buffer.from("nonce-abc123"), Buffer.from("é€<li>Container</li>".repeat(5000)), Buffer.alloc(65537, 0xff)];
    for (const a of runs) {
      for (const b of runs) {
        expect(crc32Combine(crc32(a), crc32(b), crc32Shift(b.length))).toBe(crc32(Buffer.concat([a, b])));
      }
    }
  });

  it("chains over many parts as the page cache does", () => {
    const parts = Array.from({ length: 40 }, (_, i) => Buffer.from(`<p data-i="${i}">${"x".repeat(i * 37)}</p>`));
    const crc = parts.reduce((acc, part) => crc32Combine(acc, crc32(part), crc32Shift(part.length)), 0);
    expect(crc).toBe(crc32(Buffer.concat(parts)));
  });
});
