import { describe, expect, it } from "vitest";
import { draftFromProduct, emptyCondition, emptyDimension, emptyDraft, newKey } from "./draft";
import { priceOrZero, productFormData, validateDraft } from "./payload";

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: "image/png" });

describe("admin product form rules (SPEC section 5)", () => {
  it("requires a name and a base price of 0 or more with at most 2 decimals", () => {
    expect(validateDraft(emptyDraft())).toEqual({ name: "Enter the product's name.", price: "Enter a base price." });
    expect(validateDraft({ ...emptyDraft(), name: "Box", price: "-1" }).price).toMatch(/0 or more/);
    expect(validateDraft({ ...emptyDraft(), name: "Box", price: "1.005" }).price).toMatch(/2 decimals/);
    expect(validateDraft({ ...emptyDraft(), name: "Box", price: "0" })).toEqual({});
  });

  it("needs non-blank dimension labels, condition names, and delivery methods that are truck types", () => {
    const dim = { ...emptyDimension("  "), conditions: [emptyCondition("")] };
    const errors = validateDraft({ ...emptyDraft(), name: "Box", price: "10", dimensions: [dim], delivery: [{ key: newKey(), method: " " }, { key: newKey(), method: "Drone" }, { key: newKey(), method: "Tilt-bed" }] });
    expect(errors).toEqual({
      "dimensions.0.dimension": "Enter a label for this size, such as 20ft Standard.",
      "dimensions.0.conditions.0.condition": "Enter a name for this condition, such as New or Used.",
      "delivery.0.method": "Choose a truck type: crane, tilt-bed, flatbed.",
      "delivery.1.method": "Choose a truck type: crane, tilt-bed, flatbed.",
    });
  });

  it("reads an old free-text method as its truck type and sends no delivery price", () => {
    const product = { id: "p", name: "Box", sku: null, price: 1, description: "", images: [], media: [], categories: [], createdAt: "", specifications: [], dimensions: [], delivery: [{ id: "d", method: "Flatbed truck", price: 375, pricing: "from-rates" as const }] };
    const draft = draftFromProduct(product as unknown as Parameters<typeof draftFromProduct>[0]);
    expect(draft.delivery.map((d) => d.method)).toEqual(["flatbed"]);
    expect(JSON.parse(productFormData(draft).productData).delivery).toEqual([{ id: "d", method: "flatbed" }]);
  });

  it("parses prices falling back to 0; a blank dimension price means 'use the base price'", () => {
    expect(priceOrZero("abc")).toBe(0);
    expect(priceOrZero("12.5")).toBe(12.5);
    const draft = {
      ...emptyDraft(),
      name: " Box ",
      price: "100",
      delivery: [{ key: newKey(), method: "crane" }],
      dimensions: [{ ...emptyDimension("20ft"), price: "", conditions: [{ ...emptyCondition("New"), price: "x" }] }],
    };
    const data = JSON.parse(productFormData(draft).productData);
    expect(data).toMatchObject({ name: "Box", price: 100, sku: null, delivery: [{ method: "crane" }] });
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
