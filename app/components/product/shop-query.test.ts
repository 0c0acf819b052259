import { describe, expect, it } from "vitest";
import { parseShopQuery, shopHref, toggleFilter, withSearch } from "./shop-query";

const q = (s: string) => new URLSearchParams(s);

describe("shop URL state", () => {
  it("reads filters from the path and query, lower-casing and dropping unknown values", () => {
    expect(parseShopQuery("Cold Storage", q("size=40FT&sort=price_asc&search=%20reefer%20&page=3"))).toEqual({
      category: "cold storage",
      size: "40ft",
      sort: "price_asc",
      search: "reefer",
      page: 3,
    });
    expect(parseShopQuery("boats", q("size=11ft&sort=cheap&page=-2"))).toEqual({ page: 1 });
    expect(parseShopQuery(undefined, q("page=abc"))).toEqual({ page: 1 });
  });

  it("builds links without empty values or page 1, encoding the category", () => {
    expect(shopHref({ page: 1 })).toBe("/shop");
    expect(shopHref({ category: "cold storage", size: "20ft", page: 2 })).toBe("/shop/cold%20storage?size=20ft&page=2");
    expect(shopHref({ search: "", size: undefined, page: 1 })).toBe("/shop");
  });

  it("clicking the selected value deselects it, and any change resets to page 1", () => {
    const f = { size: "20ft", page: 4 };
    expect(toggleFilter(f, "size", "20ft")).toEqual({ size: undefined, page: 1 });
    expect(toggleFilter(f, "size", "40ft")).toEqual({ size: "40ft", page: 1 });
    expect(toggleFilter(f, "sort", "newest")).toEqual({ size: "20ft", sort: "newest", page: 1 });
  });

  it("search is trimmed and an empty submit clears it", () => {
    expect(withSearch({ search: "old", page: 3 }, "  hazmat ")).toEqual({ search: "hazmat", page: 1 });
    expect(withSearch({ search: "old", page: 3 }, "   ")).toEqual({ search: undefined, page: 1 });
  });

  it("keeps an 'available near' ZIP of 5 digits in the URL and drops anything else", () => {
    expect(parseShopQuery(undefined, new URLSearchParams("near=33132"))).toMatchObject({ near: "33132" });
    expect(parseShopQuery(undefined, new URLSearchParams("near=3313")).near).toBeUndefined();
    expect(shopHref({ page: 1, near: "33132", search: "20 ft" })).toBe("/shop?search=20+ft&near=33132");
  });
});
