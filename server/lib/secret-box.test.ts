import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box.ts";

describe("secret box", () => {
  it("seals with the key (a fresh IV each time) and opens only with the same key", () => {
    const box = createSecretBox("k".repeat(32));
    const a = box.seal("JBSWY3DPEHPK3PXP");
    expect(a).toMatch(/^v1:/);
    expect(a).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.seal("JBSWY3DPEHPK3PXP")).not.toBe(a);
    expect(box.open(a)).toBe("JBSWY3DPEHPK3PXP");
    expect(() => createSecretBox("x".repeat(32)).open(a)).toThrow();
    expect(() => createSecretBox(undefined).open(a)).toThrow(/TWO_FACTOR_KEY/);
  });

  it("keeps the value readable without a key", () => {
    const box = createSecretBox(undefined);
    expect(box.open(box.seal("ABC"))).toBe("ABC");
  });
});
