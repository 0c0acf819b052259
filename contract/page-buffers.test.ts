import { describe, expect, it } from "vitest";
import { givePageBuffers, idlePageBuffers, isPageBuffer, takePageBuffer } from "./page-buffers.ts";

describe("page buffers (ADR 064)", () => {
  it("takes a buffer of the size asked, in a pooled buffer rounded up, reused once given back", () => {
    const page = takePageBuffer(45_000);
    expect(page).toHaveLength(45_000);
    expect(page.byteOffset).toBe(0);
    expect(page.buffer.byteLength).toBe(64 * 1024);
    expect(isPageBuffer(page.buffer)).toBe(true);
    expect(isPageBuffer(Buffer.alloc(45_000).buffer)).toBe(false);
    expect(isPageBuffer(Buffer.from("small").buffer)).toBe(false); // Node's shared pool is never ours
    givePageBuffers([page.buffer as ArrayBuffer]);
    expect(idlePageBuffers()).toBe(1);
    expect(takePageBuffer(50_000).buffer).toBe(page.buffer);
    expect(idlePageBuffers()).toBe(0);
  });

  it("takes a new buffer when none idle is big enough, and keeps at most 16 idle", () => {
    const small = takePageBuffer(10);
    givePageBuffers([small.buffer as ArrayBuffer]);
    const big = takePageBuffer(100_000);
    expect(big.buffer).not.toBe(small.buffer);
    expect(big.buffer.byteLength).toBe(128 * 1024);
    givePageBuffers(Array.from({ length: 20 }, () => new ArrayBuffer(1024)));
    expect(idlePageBuffers()).toBe(16);
  });
});
