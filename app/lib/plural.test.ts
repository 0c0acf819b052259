import { describe, expect, it } from "vitest";
import { countOf } from "./plural";

describe("countOf", () => {
  it("uses the singular for exactly one, the plural otherwise, with thousands separators", () => {
    expect(countOf(1, "product")).toBe("1 product");
    expect(countOf(0, "product")).toBe("0 products");
    expect(countOf(10000, "product")).toBe("10,000 products");
    expect(countOf(2, "box", "boxes")).toBe("2 boxes");
  });
});
