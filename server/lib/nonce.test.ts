import { describe, expect, it } from "vitest";
import { newNonce } from "./nonce.ts";

describe("newNonce", () => {
  it("gives 22 base64url characters, never the same twice across pool refills", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) seen.add(newNonce());
    expect(seen.size).toBe(2000);
    for (const nonce of seen) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
