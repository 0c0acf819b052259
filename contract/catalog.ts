import { z } from "zod";

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
