import { z } from "@hono/zod-openapi";
import { PRODUCT_IMAGES_FIELD, type ProductInput, productInput } from "../../../../contract/admin-products.ts";
import { badRequest } from "../../../lib/http-errors.ts";
import { MAX_IMAGE_BYTES } from "../../../lib/images.ts";
import { fieldErrors } from "../../../lib/validation.ts";

/** Where a picture belongs: the product, one dimension, or one condition of a dimension. */
export type ImageSlot = { dimension: number | null; condition: number | null };
export type Upload = { field: string; file: File; slot: ImageSlot };

/** At most this many new pictures per save; each is also checked for size on its own. */
export const MAX_UPLOADS = 30;
/** The product's JSON: a full product with every variant is a few kilobytes; a JSON body may be 1 MB. */
const PRODUCT_DATA_MAX_CHARS = 1024 * 1024;

const FILE_FIELD = /^(?:productImages|dimensionImages_(\d+)|conditionImages_(\d+)_(\d+))$/;

/** The multipart body as documented in OpenAPI; the handler reads the files itself. */
export const productForm = z
  .looseObject({
    productData: z.string().max(PRODUCT_DATA_MAX_CHARS).openapi({ description: "JSON of the product (see ProductInput): prices in dollars, kept image URLs" }),
    productImages: z.any().optional().openapi({ type: "array", maxItems: MAX_UPLOADS, items: { type: "string", format: "binary", maxLength: MAX_IMAGE_BYTES } }),
  })
  .openapi("ProductForm", { description: "Also dimensionImages_{d} and conditionImages_{d}_{c} file fields" });

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

function parseProductData(raw: unknown): ProductInput {
  if (typeof raw !== "string" || !raw.trim()) throw badRequest("Invalid input", { productData: "productData is required" });
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest("Invalid input", { productData: "productData must be JSON" });
  }
  const parsed = productInput.safeParse(json);
  if (!parsed.success) throw badRequest("Invalid input", fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * Reads the product form: the validated product and every uploaded file with the slot it fills.
 * A file field that names a dimension or condition the product does not have is refused.
 */
export function readProductForm(form: Record<string, unknown>): { input: ProductInput; uploads: Upload[] } {
  const input = parseProductData(form.productData);
  const uploads: Upload[] = [];
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(form)) {
    if (field === "productData") continue;
    const files = asList(value).filter((v): v is File => v instanceof File && v.size > 0);
    if (!files.length) continue;
    const m = FILE_FIELD.exec(field);
    if (!m) {
      errors[field] = "Unknown file field";
      continue;
    }
    const d = m[1] ?? m[2];
    const slot: ImageSlot = field === PRODUCT_IMAGES_FIELD ? { dimension: null, condition: null } : { dimension: Number(d), condition: m[3] === undefined ? null : Number(m[3]) };
    const dim = slot.dimension === null ? null : input.dimensions[slot.dimension];
    if (slot.dimension !== null && !dim) errors[field] = "No such dimension";
    else if (slot.condition !== null && !dim?.conditions[slot.condition]) errors[field] = "No such condition";
    else for (const file of files) uploads.push({ field, file, slot });
  }
  if (uploads.length > MAX_UPLOADS) errors[PRODUCT_IMAGES_FIELD] = `At most ${MAX_UPLOADS} new pictures per save`;
  if (Object.keys(errors).length) throw badRequest("Invalid input", errors);
  return { input, uploads };
}
