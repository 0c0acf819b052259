import { describe, expect, it } from "vitest";
import { createSlab } from "./slab.ts";

describe("buffers cut from slabs (ADR 057)", () => {
  it("hands out buffers that never overlap, from one allocation until it is full", () => {
    const alloc = createSlab(1024);
    const pieces = Array.from({ length: 20 }, (_, i) => alloc(50 + i));
    pieces.forEach((p, i) => p.fill(i));
    pieces.forEach((p, i) => {
      expect(p.length).toBe(50 + i);
      expect(p.every((b) => b === i)).toBe(true);
    });
    expect(pieces[1].buffer).toBe(pieces[0].buffer);
    expect(pieces[19].buffer).not.toBe(pieces[0].buffer); // 20 pieces of ~60 bytes do not fit in 1 KB
  });

  it("gives a big request its own buffer", () => {
    const alloc = createSlab(1024);
    expect(alloc(512).length).toBe(512);
    expect(alloc(0).length).toBe(0);
  });
});
