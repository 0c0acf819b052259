import { z } from "zod";

// The constants live in a zod-free module so browser code can use them without bundling zod.
import { MAX_PAGE_SIZE, SHOP_PAGE_SIZE, SHOP_SELECTORS, SIZE_OPTIONS, SORT_OPTIONS } from "./catalog-options.ts";
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

const optionalTrimmed = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

const lowerEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (values as readonly string[]).includes(v), { message: `must be one of: ${values.join(", ")}` })
    .transform((v) => v as T[number] | undefined)
    .describe(label);

export const productListQuery = z.object({
  page: z.coerce.number().int("must be a whole number").min(1, "must be 1 or more").max(100000).default(1),
  limit: z.coerce.number().int("must be a whole number").min(1, "must be 1 or more").max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`).default(SHOP_PAGE_SIZE),
  search: optionalTrimmed(200),
  size: lowerEnum(SIZE_OPTIONS, "Container size"),
  category: lowerEnum(SHOP_SELECTORS as unknown as [string, ...string[]], "Category, condition (new/used/refurbished), 'buy' or size"),
  sort: lowerEnum(SORT_OPTIONS, "Sort order"),
  inStock: z.enum(["true", "false", "1", "0"]).optional().transform((v) => v === "true" || v === "1").describe("Only products with units for sale at an open depot"),
  depot: z.string().trim().toLowerCase().max(100).optional().transform((v) => (v ? v : undefined)).describe("Depot code (e.g. houston-tx): only products in stock there"),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const specification = z.union([z.string(), z.object({ title: z.string(), value: z.string() })]);
export type Specification = z.infer<typeof specification>;

export const imageSchema = z.object({
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  srcset: z.string(),
  alt: z.string(),
});
export type ProductImage = z.infer<typeof imageSchema>;

export const productCondition = z.object({
  id: z.string(),
  condition: z.string(),
  price: z.number().nullable(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  media: z.array(imageSchema),
  specifications: z.array(specification),
});

export const productDimension = z.object({
  id: z.string(),
  dimension: z.string(),
  price: z.number().nullable(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  media: z.array(imageSchema),
  specifications: z.array(specification),
  conditions: z.array(productCondition),
});

export const deliveryOption = z.object({ id: z.string(), method: z.string(), price: z.number() });

export const productSummary = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  description: z.string(),
  images: z.array(z.string()),
  media: z.array(imageSchema),
  categories: z.array(z.string()),
  createdAt: z.string(),
  /** Units for sale over every open depot, all variants together. */
  available: z.number().optional(),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const productDetail = productSummary.extend({
  specifications: z.array(specification),
  dimensions: z.array(productDimension),
  delivery: z.array(deliveryOption),
});
export type ProductDetail = z.infer<typeof productDetail>;
export type ProductDimension = z.infer<typeof productDimension>;
export type ProductCondition = z.infer<typeof productCondition>;
export type DeliveryOption = z.infer<typeof deliveryOption>;

export const pagination = z.object({
  currentPage: z.number(),
  totalPages: z.number(),
  totalProducts: z.number(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type Pagination = z.infer<typeof pagination>;

export const productList = z.object({ products: z.array(productSummary), pagination });
export type ProductList = z.infer<typeof productList>;
