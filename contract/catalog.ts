/**
 * The catalog's option lists (zod-free, so browser code bundles no zod) and the types of its answers. The schemas
 * are built from the catalog tables (db/validation/catalog.ts, docs/decisions/030); only their types come
 * here, erased at build.
 */
export {
  CAROUSEL_SIZE,
  CATEGORY_OPTIONS,
  CONDITION_SELECTORS,
  MAX_PAGE_SIZE,
  SALE_SELECTOR,
  SHOP_PAGE_SIZE,
  SHOP_SELECTORS,
  SIZE_OPTIONS,
  SORT_LABELS,
  SORT_OPTIONS,
  type ShopSelector,
} from "./catalog-options.ts";
export type {
  DeliveryOption,
  Pagination,
  ProductCondition,
  ProductDetail,
  ProductDimension,
  ProductImage,
  ProductList,
  ProductListQuery,
  ProductSummary,
  Specification,
} from "../db/validation/catalog.ts";
