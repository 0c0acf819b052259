import { describe, expect, it } from "vitest";
import { emptyDraft } from "./draft";
import { fieldName, liveErrors } from "./live-errors";
import { validateDraft } from "./payload";

describe("product form errors", () => {
  it("read as sentences", () => {
    const errors = validateDraft({ ...emptyDraft(), name: " ", price: "1.234" });
    expect(errors.name).toBe("Enter the product's name.");
    expect(errors.price).toBe("Enter a base price of 0 or more, with at most 2 decimals.");
    for (const m of Object.values(errors)) expect(m).toMatch(/^[A-Z].*\.$/);
  });

  it("a checked error clears as soon as the field is fixed; a server error clears when its field is edited", () => {
    const sent = { ...emptyDraft(), name: "", sku: "BX-1", price: "10" };
    const errors = { ...validateDraft(sent), sku: "This SKU is already used by another product" };
    expect(Object.keys(liveErrors(errors, sent, sent)).sort()).toEqual(["name", "sku"]);
    expect(Object.keys(liveErrors(errors, sent, { ...sent, name: "Box" }))).toEqual(["sku"]);
    expect(liveErrors(errors, sent, { ...sent, name: "Box", sku: "BX-2" })).toEqual({});
    // A fix that is still wrong shows the new problem.
    expect(liveErrors({ price: "x" }, sent, { ...sent, price: "" }).price).toBe("Enter a base price.");
  });

  it("names nested fields in words", () => {
    expect(fieldName("dimensions.0.conditions.1.price")).toBe("Size 1, condition 2, price");
    expect(fieldName("delivery.2.method")).toBe("Delivery option 3, method");
    expect(fieldName("conditionImages_0_1")).toBe("Size 1, condition 2, pictures");
    expect(fieldName("sku")).toBe("SKU");
  });
});
