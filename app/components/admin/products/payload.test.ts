import { describe, expect, it } from "vitest";
import { emptyCondition, emptyDimension, emptyDraft, newKey } from "./draft";
import { priceOrZero, productFormData, validateDraft } from "./payload";

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: "image/png" });

describe("admin product form rules (SPEC section 5)", () => {
  it("requires a name and a base price of 0 or more with at most 2 decimals", () => {
    expect(validateDraft(emptyDraft())).toEqual({ name: "Enter the product's name.", price: "Enter a base price." });
    expect(validateDraft({ ...emptyDraft(), name: "Box", price: "-1" }).price).toMatch(/0 or more/);
    expect(validateDraft({ ...emptyDraft(), name: "Box", price: "1.005" }).price).toMatch(/2 decimals/);
    expect(validateDraft({ ...emptyDraft(), name: "Box", price: "0" })).toEqual({});
  });

  it("needs non-blank dimension labels, condition names and delivery methods", () => {
    const dim = { ...emptyDimension("  "), conditions: [emptyCondition("")] };
    const errors = validateDraft({ ...emptyDraft(), name: "Box", price: "10", dimensions: [dim], delivery: [{ key: newKey(), method: " ", price: "" }] });
    expect(errors).toEqual({
      "dimensions.0.dimension": "Enter a label for this size, such as 20ft Standard.",
      "dimensions.0.conditions.0.condition": "Enter a name for this condition, such as New or Used.",
      "delivery.0.method": "Enter a delivery method, such as crane.",
    });
  });

  it("parses prices falling back to 0; a blank dimension price means 'use the base price'", () => {
    expect(priceOrZero("abc")).toBe(0);
    expect(priceOrZero("12.5")).toBe(12.5);
    const draft = {
      ...emptyDraft(),
      name: " Box ",
      price: "100",
      delivery: [{ key: newKey(), method: "crane", price: "" }],
      dimensions: [{ ...emptyDimension("20ft"), price: "", conditions: [{ ...emptyCondition("New"), price: "x" }] }],
    };
    const data = JSON.parse(productFormData(draft).productData);
    expect(data).toMatchObject({ name: "Box", price: 100, sku: null, delivery: [{ method: "crane", price: 0 }] });
    expect(data.dimensions[0]).toMatchObject({ dimension: "20ft", price: null, conditions: [{ condition: "New", price: 0 }] });
  });

  it("sends kept picture URLs in the JSON and new files under the spec's field names", () => {
    const draft = {
      ...emptyDraft(),
      name: "Box",
      price: "1",
      images: [{ key: newKey(), url: "/media/uploads/a-960.webp" }, { key: newKey(), file: file("new.png"), preview: "blob:x" }],
      dimensions: [{ ...emptyDimension("20ft"), conditions: [emptyCondition("New"), { ...emptyCondition("Used"), images: [{ key: newKey(), file: file("used.png"), preview: "blob:y" }] }] }],
    };
    const form = productFormData(draft);
    const names = (field: string) => (form[field] as File[]).map((f) => f.name);
    expect(JSON.parse(form.productData).images).toEqual(["/media/uploads/a-960.webp"]);
    expect(names("productImages")).toEqual(["new.png"]);
    expect(names("conditionImages_0_1")).toEqual(["used.png"]);
    expect(names("conditionImages_0_0")).toEqual([]);
  });
});
