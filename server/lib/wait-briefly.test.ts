import { describe, expect, it } from "vitest";
import { waitBriefly } from "./wait-briefly.ts";

describe("waitBriefly", () => {
  it("returns when the work is done", async () => {
    let done = false;
    await waitBriefly([new Promise((r) => setTimeout(r, 10)).then(() => (done = true))], 1000);
    expect(done).toBe(true);
  });

  it("stops waiting for hung work after the limit, and swallows failures", async () => {
    const start = Date.now();
    await waitBriefly([new Promise(() => {}), Promise.reject(new Error("smtp down"))], 50);
    expect(Date.now() - start).toBeLessThan(1000);
  });
});
