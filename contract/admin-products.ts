import { z } from "zod";
import { CATEGORY_OPTIONS } from "./catalog.ts";
import { dollarsToCents } from "./money.ts";
import { TRUCK_TYPES, truckTypeOf } from "./delivery-estimate.ts";

/**
 * The `productData` JSON of POST/PUT /admin/products (SPEC section 7). Prices are dollars; the server
 * turns them into cents. `images` lists the URLs of pictures the product already has and keeps; new
 * pictures arrive as files (productImages, dimensionImages_{d}, conditionImages_{d}_{c}).
 */
const dollars = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too large`)
    .refine((v) => dollarsToCents(v) !== null, `${label} can have at most 2 decimals`);

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : null));

export const specificationInput = z.union([
  z.string().trim().min(1, "A specification cannot be blank").max(500),
  z.object({
    title: z.string().trim().min(1, "Title is required").max(100),
    value: z.string().trim().min(1, "Value is required").max(500),
  }),
]);

// Local blob:/data: previews never reach the server as pictures (the spec's client strips them too).
const keptImages = z
  .array(z.string().max(500))
  .max(20)
  .default([])
  .transform((urls) => urls.filter((u) => !/^(blob|data):/i.test(u)));

const id = z.string().uuid().optional();

export const conditionInput = z.object({
  id,
  condition: z.string().trim().min(1, "Condition name is required").max(100),
  price: dollars("Price").nullish(),
  description: optionalText(5000),
  images: keptImages,
  specifications: z.array(specificationInput).max(50).default([]),
});

export const dimensionInput = z.object({
  id,
  dimension: z.string().trim().min(1, "Dimension label is required").max(100),
  price: dollars("Price").nullish(),
  description: optionalText(5000),
  images: keptImages,
  specifications: z.array(specificationInput).max(50).default([]),
  conditions: z.array(conditionInput).max(20).default([]),
});

/**
 * A delivery method is one of the shop's truck types (issue 44): "Tilt-bed", "FLATBED" or "Crane truck" are taken
 * as the type they name and stored as it ("tilt-bed"); anything else is refused, so a product can always be priced.
 */
export const deliveryInput = z.object({
  id,
  method: z
    .string()
    .trim()
    .min(1, "Delivery method is required")
    .max(60)
    .transform((m, ctx) => truckTypeOf(m) ?? (ctx.addIssue({ code: "custom", message: `Choose one of the truck types: ${TRUCK_TYPES.join(", ")}` }), z.NEVER)),
  /** No longer read: delivery is priced from the rates by distance (docs/decisions/024). Accepted and ignored. */
  price: dollars("Delivery price").optional(),
});

export const productInput = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(200),
    sku: optionalText(64),
    price: dollars("Base price"),
    description: z.string().max(20000).default("").transform((v) => v.trim()),
    images: keptImages,
    specifications: z.array(specificationInput).max(50).default([]),
    dimensions: z.array(dimensionInput).max(30).default([]),
    delivery: z.array(deliveryInput).max(10).default([]),
    categories: z.array(z.enum(CATEGORY_OPTIONS)).max(CATEGORY_OPTIONS.length).default([]),
  })
  .superRefine((p, ctx) => {
    const seen = new Set<string>();
    p.delivery.forEach((d, i) => {
      const key = d.method.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["delivery", i, "method"], message: "Each delivery method can appear once" });
      seen.add(key);
    });
  });
export type ProductInput = z.infer<typeof productInput>;
export type ProductInputDraft = z.input<typeof productInput>;

/** Form field names of the picture files. */
export const PRODUCT_IMAGES_FIELD = "productImages";
export const dimensionImagesField = (d: number) => `dimensionImages_${d}`;
export const conditionImagesField = (d: number, c: number) => `conditionImages_${d}_${c}`;

/** A product an admin deleted while orders or carts still pointed at it: hidden from the shop, restorable. */
export const archivedProductDto = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  archivedAt: z.string(),
  /** Customers' cart lines that show it as "no longer available". */
  cartLines: z.number(),
  orderLines: z.number(),
});
export type ArchivedProduct = z.infer<typeof archivedProductDto>;
