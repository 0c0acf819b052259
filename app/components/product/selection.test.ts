import { describe, expect, it } from "vitest";
import type { ProductDetail } from "../../../contract/catalog";
import { chooseCondition, chooseDimension, initialSelection, parseQuantity, resolveView } from "./selection";

const img = (url: string) => ({ url, width: 960, height: 640, srcset: "", alt: "" });
const product: ProductDetail = {
  id: "p1",
  name: "Box",
  sku: "B1",
  price: 1000,
  description: "product text",
  images: ["/p.webp"],
  media: [img("/p.webp")],
  categories: [],
  createdAt: "2026-01-01T00:00:00Z",
  specifications: ["product spec"],
  delivery: [
    { id: "d1", method: "crane", price: 850.5, pricing: "from-rates" },
    { id: "d2", method: "flatbed", price: 0.1, pricing: "from-rates" },
  ],
  dimensions: [
    {
      id: "x1", dimension: "20ft", price: 2000, description: "dim text", images: ["/d.webp"], media: [img("/d.webp")], specifications: ["dim spec"],
      conditions: [
        { id: "c1", condition: "New", price: 3000.1, description: "cond text", images: ["/c.webp"], media: [img("/c.webp")], specifications: ["cond spec"] },
        { id: "c2", condition: "Used", price: null, description: null, images: [], media: [], specifications: [] },
      ],
    },
    { id: "x2", dimension: "40ft", price: null, description: null, images: [], media: [], specifications: [], conditions: [] },
  ],
};

describe("product selection rules", () => {
  it("preselects the only dimension, and nothing when there are several", () => {
    expect(initialSelection({ dimensions: [product.dimensions[0]] }).dimensionIndex).toBe(0);
    expect(initialSelection(product).dimensionIndex).toBeNull();
    expect(initialSelection({ dimensions: [] }).dimensionIndex).toBeNull();
  });

  it("a part ships by parcel: its shipping is chosen already; a container's truck is the buyer's choice", () => {
    const parcel = [
      { id: "d1", method: "crane", price: 95, pricing: "parcel" as const },
      { id: "d2", method: "flatbed", price: 95, pricing: "parcel" as const },
    ];
    expect(initialSelection({ dimensions: [], delivery: parcel }).deliveryMethod).toBe("crane");
    expect(initialSelection(product).deliveryMethod).toBeNull();
  });

  it("choosing a dimension clears the condition and resets the image; a condition resets the image", () => {
    const s = { ...initialSelection(product), dimensionIndex: 0, conditionIndex: 1, imageIndex: 2 };
    expect(chooseDimension(s, 1)).toMatchObject({ dimensionIndex: 1, conditionIndex: null, imageIndex: 0 });
    expect(chooseCondition({ ...s, imageIndex: 3 }, 0)).toMatchObject({ conditionIndex: 0, imageIndex: 0 });
  });

  it("falls back condition → dimension → product for price, images, description and specifications", () => {
    const base = initialSelection(product);
    const none = resolveView(product, base);
    expect([none.unitPrice, none.images[0].url, none.description, none.specifications]).toEqual([1000, "/p.webp", "product text", ["product spec"]]);
    const dim = resolveView(product, chooseDimension(base, 0));
    expect([dim.unitPrice, dim.images[0].url, dim.description, dim.specifications]).toEqual([2000, "/d.webp", "dim text", ["dim spec"]]);
    const cond = resolveView(product, chooseCondition(chooseDimension(base, 0), 0));
    expect([cond.unitPrice, cond.images[0].url, cond.description, cond.specifications]).toEqual([3000.1, "/c.webp", "cond text", ["cond spec"]]);
    const bare = resolveView(product, chooseCondition(chooseDimension(base, 0), 1));
    expect([bare.unitPrice, bare.images[0].url, bare.description]).toEqual([2000, "/d.webp", "dim text"]);
    const dim2 = resolveView(product, chooseDimension(base, 1));
    expect([dim2.unitPrice, dim2.images[0].url, dim2.conditions]).toEqual([1000, "/p.webp", []]);
  });

  it("total = (unit price + delivery price) × quantity, exact to the cent", () => {
    const s = { ...chooseCondition(chooseDimension(initialSelection(product), 0), 0), deliveryMethod: "crane", quantity: 3 };
    expect(resolveView(product, s).total).toBe(11551.8);
    expect(resolveView(product, { ...s, deliveryMethod: "flatbed", quantity: 1 }).total).toBe(3000.2);
    expect(resolveView(product, { ...s, deliveryMethod: null, quantity: 2 }).total).toBe(6000.2);
  });

  it("quantity never goes below 1 and non-numeric input becomes 1", () => {
    expect(["abc", "", "0", "-4", "  ", "NaN"].map(parseQuantity)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(["3", " 7 ", "2.9", 5].map(parseQuantity)).toEqual([3, 7, 2, 5]);
    expect(parseQuantity("100000")).toBe(999);
  });
});
