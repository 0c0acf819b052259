import { z } from "@hono/zod-openapi";
import { MAX_PAGE_SIZE, SHOP_PAGE_SIZE, SHOP_SELECTORS, SIZE_OPTIONS, SORT_OPTIONS } from "../../contract/catalog-options.ts";
import { deliveryOptions, productConditions, productDimensions, productImages, products } from "../schema/index.ts";
import { createSelectSchema, isoTimestamp } from "./table-schemas.ts";
import { depotStockSummary } from "./stock.ts";

/**
 * The catalog's answers, built from its tables (docs/decisions/030). A product answer is an aggregate (variants,
 * pictures, categories), so each level picks its row's columns and adds what differs: prices in dollars (rows keep
 * cents), picture URLs and their srcsets.
 */
const optional = (s: z.ZodString) => s.optional().transform((v) => (v ? v : undefined));
const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  optional(z.string().max(60, `must be one of: ${values.join(", ")}`).trim().toLowerCase())
    .refine((v) => v === undefined || (values as readonly string[]).includes(v), { message: `must be one of: ${values.join(", ")}` })
    .transform((v) => v as T[number] | undefined)
    .describe(label);
const page = z.coerce.number().int("must be a whole number").min(1, "must be 1 or more");

export const productListQuery = z.object({
  page: page.max(100000).default(1),
  limit: page.max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`).default(SHOP_PAGE_SIZE),
  search: optional(z.string().trim().max(200)),
  size: oneOf(SIZE_OPTIONS, "Container size"),
  category: oneOf(SHOP_SELECTORS as unknown as [string, ...string[]], "Category, condition (new/used/refurbished), 'buy' or size"),
  sort: oneOf(SORT_OPTIONS, "Sort order"),
  inStock: z.enum(["true", "false", "1", "0"]).optional().transform((v) => v === "true" || v === "1").describe("Only products with units for sale at an open depot"),
  depot: optional(z.string().trim().toLowerCase().max(100)).describe("Depot code (e.g. houston-tx): only products in stock there"),
  near: optional(z.string().trim().max(10).regex(/^\d{5}$/, "Enter a 5-digit ZIP code")).describe(
    "A ZIP: only products in stock at a depot within a local truck's reach of it (delivered without long-haul). 400 for an unknown ZIP, 422 `out_of_area` off the 48 states",
  ),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const specification = z.union([z.string(), z.object({ title: z.string(), value: z.string() })]);
export type Specification = z.infer<typeof specification>;
const specifications = z.array(specification);

/** A picture as the API shows it: the row's URL, size and alt text plus a ready srcset of its WebP widths. */
export const imageSchema = createSelectSchema(productImages).pick({ url: true, width: true, height: true, alt: true }).extend({ srcset: z.string() }).openapi("ProductImage");
export type ProductImage = z.infer<typeof imageSchema>;
const pictures = { images: z.array(z.string()), media: z.array(imageSchema) };
const dollars = z.number().openapi({ description: "US dollars" });

export const productCondition = createSelectSchema(productConditions, { specifications })
  .pick({ id: true, condition: true, description: true, specifications: true })
  .extend({ price: dollars.nullable(), ...pictures });
export type ProductCondition = z.infer<typeof productCondition>;

export const productDimension = createSelectSchema(productDimensions, { specifications })
  .pick({ id: true, dimension: true, description: true, specifications: true })
  .extend({ price: dollars.nullable(), ...pictures, conditions: z.array(productCondition) });
export type ProductDimension = z.infer<typeof productDimension>;

/** The price is the method's "from" price (docs/decisions/024), not the row's; `pricing` says so in the answer. */
export const deliveryOption = createSelectSchema(deliveryOptions)
  .pick({ id: true, method: true })
  .extend({
    price: dollars,
    pricing: z.enum(["from-rates", "parcel"]).openapi({
      description:
        "How delivery is priced: `from-rates` = `price` is the lowest (one truck within the miles its base fee covers); the real price comes from GET /v1/delivery/quote for a ZIP (road miles from the depot that ships, long-haul beyond a truck's reach). `parcel` = parts alone ship as one parcel at `price`.",
    }),
  });
export type DeliveryOption = z.infer<typeof deliveryOption>;

export const productSummary = createSelectSchema(products, { createdAt: isoTimestamp() })
  .pick({ id: true, name: true, sku: true, description: true, createdAt: true })
  .extend({
    price: dollars,
    ...pictures,
    categories: z.array(z.string()),
    available: z.number().optional().openapi({ description: "Units for sale over every open depot, all variants together" }),
  })
  .openapi("ProductSummary");
export type ProductSummary = z.infer<typeof productSummary>;

export const productDetail = productSummary.extend({ specifications, dimensions: z.array(productDimension), delivery: z.array(deliveryOption) }).openapi("ProductDetail");
export type ProductDetail = z.infer<typeof productDetail>;

export const pagination = z.object({ currentPage: z.number(), totalPages: z.number(), totalProducts: z.number(), hasNext: z.boolean(), hasPrev: z.boolean() });
export type Pagination = z.infer<typeof pagination>;
export const productList = z.object({ products: z.array(productSummary), pagination });
export type ProductList = z.infer<typeof productList>;

/** Live counts of visible products for the /inventory page. */
export const inventoryCount = z.object({ value: z.string(), label: z.string(), count: z.number() });
export type InventoryCount = z.infer<typeof inventoryCount>;
export const inventorySummary = z.object({
  totalProducts: z.number(),
  byCategory: z.array(inventoryCount),
  bySize: z.array(inventoryCount),
  byCondition: z.array(inventoryCount),
  stock: depotStockSummary.optional(),
});
export type InventorySummary = z.infer<typeof inventorySummary>;

/** Everything /sitemap.xml lists: each visible product (its id and last change) and each category. */
export const catalogIndex = z.object({
  products: z.array(createSelectSchema(products, { updatedAt: isoTimestamp() }).pick({ id: true, updatedAt: true })),
  categories: z.array(z.string()),
});
export type CatalogIndex = z.infer<typeof catalogIndex>;
