import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Shift, multModP } from "./crc32-combine.ts";

/** zlib's crc32_combine, written with the module's two operations. */
const combine = (crcA: number, crcB: number, lengthB: number) => (multModP(crc32Shift(lengthB), crcA) ^ crcB) >>> 0;

describe("CRC-32 arithmetic", () => {
  it("gives zlib's CRC of the joined bytes for empty, short and long runs", () => {
    const runs = [Buffer.alloc(0), Buffer.from("a"), Buffer.from("nonce-abc123"), Buffer.from("é€<li>Container</li>".repeat(5000)), Buffer.alloc(65537, 0xff)];
    for (const a of runs) {
      for (const b of runs) expect(combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    }
  });

  it("chains over many parts", () => {
    const parts = Array.from({ length: 40 }, (_, i) => Buffer.from(`<p data-i="${i}">${"x".repeat(i * 37)}</p>`));
    expect(parts.reduce((acc, part) => combine(acc, crc32(part), part.length), 0)).toBe(crc32(Buffer.concat(parts)));
  });

  it("multiplies by zero (a page with no hole) without looping", () => {
    expect(multModP(0, 0x12345678)).toBe(0);
    expect(multModP(0x80000000, 0x12345678)).toBe(0x12345678); // x^0 is one
  });
});
