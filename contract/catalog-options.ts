/** Business constants of the catalog (SPEC section 9), spelled exactly as the spec spells them. */
export const SIZE_OPTIONS = ["10ft", "16ft", "20ft", "24ft", "30ft", "40ft", "45ft"] as const;
export const CATEGORY_OPTIONS = [
  "containers",
  "office containers",
  "cold storage",
  "conjoined containers",
  "ground level office",
  "hazmat storage",
  "parts",
  "chasis",
  "rent",
] as const;
export const SORT_OPTIONS = ["price_asc", "price_desc", "oldest", "newest"] as const;
export const SORT_LABELS: Record<(typeof SORT_OPTIONS)[number], string> = {
  price_asc: "Price: Low to High",
  price_desc: "Price: High to Low",
  oldest: "Oldest",
  newest: "Newest",
};
/** Extra values that shop links use besides the category options: conditions, sale vs rent, sizes. */
export const CONDITION_SELECTORS = ["new", "used", "refurbished"] as const;
export const SALE_SELECTOR = "buy";
export const SHOP_PAGE_SIZE = 7;
export const CAROUSEL_SIZE = 5;
export const MAX_PAGE_SIZE = 50;

/** Every value `category` accepts: a category, a condition, "buy", or a size. */
export const SHOP_SELECTORS = [...CATEGORY_OPTIONS, ...CONDITION_SELECTORS, SALE_SELECTOR, ...SIZE_OPTIONS] as const;
export type ShopSelector = (typeof SHOP_SELECTORS)[number];
