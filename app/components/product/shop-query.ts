import { SHOP_SELECTORS, SIZE_OPTIONS, SORT_OPTIONS } from "../../../contract/catalog-options";

/** The shop's state, kept in the URL: /shop/{category}?search=&size=&sort=&page= */
export type ShopFilters = { category?: string; search?: string; size?: string; sort?: string; page: number; inStock?: boolean; depot?: string; near?: string };
export type FilterKey = "category" | "size" | "sort";

const oneOf = (list: readonly string[], v: string | null | undefined) => {
  const x = v?.trim().toLowerCase();
  return x && list.includes(x) ? x : undefined;
};

/** Reads the URL leniently: an unknown size or sort is dropped rather than failing the page. */
export function parseShopQuery(category: string | undefined, params: URLSearchParams): ShopFilters {
  const page = Number(params.get("page"));
  return {
    category: oneOf(SHOP_SELECTORS, category),
    search: params.get("search")?.trim().slice(0, 200) || undefined,
    size: oneOf(SIZE_OPTIONS, params.get("size")),
    sort: oneOf(SORT_OPTIONS, params.get("sort")),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 100000) : 1,
    // Only present when set, so the URL state stays as small as the link that made it.
    ...(params.get("inStock") === "1" ? { inStock: true } : {}),
    ...(/^[a-z0-9-]{2,60}$/.test(params.get("depot") ?? "") ? { depot: params.get("depot")! } : {}),
    ...(/^\d{5}$/.test(params.get("near") ?? "") ? { near: params.get("near")! } : {}),
  };
}

/** The URL of a shop state; empty values and page 1 are left out. */
export function shopHref(f: ShopFilters): string {
  const params = new URLSearchParams();
  if (f.search) params.set("search", f.search);
  if (f.size) params.set("size", f.size);
  if (f.sort) params.set("sort", f.sort);
  if (f.inStock) params.set("inStock", "1");
  if (f.depot) params.set("depot", f.depot);
  if (f.near) params.set("near", f.near);
  if (f.page > 1) params.set("page", String(f.page));
  const q = params.toString();
  return `/shop${f.category ? `/${encodeURIComponent(f.category)}` : ""}${q ? `?${q}` : ""}`;
}

/** Selecting the value already selected deselects it; any change goes back to page 1. */
export function toggleFilter(f: ShopFilters, key: FilterKey, value: string): ShopFilters {
  return { ...f, [key]: f[key] === value ? undefined : value, page: 1 };
}

/** A submitted search, trimmed; an empty one clears the search. Back to page 1. */
export function withSearch(f: ShopFilters, typed: string): ShopFilters {
  return { ...f, search: typed.trim() || undefined, page: 1 };
}

export const titleCase = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
