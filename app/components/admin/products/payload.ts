import { PRODUCT_IMAGES_FIELD, conditionImagesField, dimensionImagesField } from "../../../../contract/admin-products";
import { TRUCK_TYPES, truckTypeOf } from "../../../../contract/delivery";
import type { ImageDraft, ProductDraft } from "./draft";

/** Dimension and condition prices: a number, else 0 (SPEC section 5). A blank dimension or condition price means "use the price above". */
export const priceOrZero = (text: string) => {
  const n = Number.parseFloat(text);
  return Number.isFinite(n) ? n : 0;
};
const optionalPrice = (text: string) => (text.trim() === "" ? null : priceOrZero(text));
const keptUrls = (images: ImageDraft[]) => images.flatMap((i) => ("url" in i ? [i.url] : []));
const newFiles = (images: ImageDraft[]) => images.flatMap((i) => ("file" in i ? [i.file] : []));

const PRICE_RULE = "Enter a price of 0 or more, with at most 2 decimals, or leave it empty.";

/** Problems the form can see before sending (SPEC section 5); the server checks everything again. */
export function validateDraft(d: ProductDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const twoDecimals = (text: string) => /^\d+(\.\d{1,2})?$/.test(text.trim());
  if (!d.name.trim()) errors.name = "Enter the product's name.";
  if (d.price.trim() === "") errors.price = "Enter a base price.";
  else if (!twoDecimals(d.price)) errors.price = "Enter a base price of 0 or more, with at most 2 decimals.";
  d.dimensions.forEach((dim, i) => {
    if (!dim.dimension.trim()) errors[`dimensions.${i}.dimension`] = "Enter a label for this size, such as 20ft Standard.";
    if (dim.price.trim() && !twoDecimals(dim.price)) errors[`dimensions.${i}.price`] = PRICE_RULE;
    dim.conditions.forEach((c, j) => {
      if (!c.condition.trim()) errors[`dimensions.${i}.conditions.${j}.condition`] = "Enter a name for this condition, such as New or Used.";
      if (c.price.trim() && !twoDecimals(c.price)) errors[`dimensions.${i}.conditions.${j}.price`] = PRICE_RULE;
    });
  });
  d.delivery.forEach((o, i) => {
    if (!truckTypeOf(o.method)) errors[`delivery.${i}.method`] = `Choose a truck type: ${TRUCK_TYPES.join(", ")}.`;
  });
  return errors;
}

/** The multipart body of POST/PUT /v1/admin/products: productData JSON (kept image URLs only) and the new files. */
export function productFormData(d: ProductDraft): { productData: string; [field: string]: string | File[] } {
  const data = {
    name: d.name.trim(),
    sku: d.sku.trim() || null,
    price: priceOrZero(d.price),
    description: d.description,
    images: keptUrls(d.images),
    specifications: d.specifications,
    categories: d.categories,
    delivery: d.delivery.map((o) => ({ id: o.id, method: truckTypeOf(o.method) ?? o.method.trim() })),
    dimensions: d.dimensions.map((dim) => ({
      id: dim.id,
      dimension: dim.dimension.trim(),
      price: optionalPrice(dim.price),
      description: dim.description,
      images: keptUrls(dim.images),
      specifications: dim.specifications,
      conditions: dim.conditions.map((c) => ({
        id: c.id,
        condition: c.condition.trim(),
        price: optionalPrice(c.price),
        description: c.description,
        images: keptUrls(c.images),
        specifications: c.specifications,
      })),
    })),
  };
  // The multipart fields, for the typed client's `form` (a list is sent as one part per file).
  const form: ReturnType<typeof productFormData> = { productData: JSON.stringify(data), [PRODUCT_IMAGES_FIELD]: newFiles(d.images) };
  d.dimensions.forEach((dim, i) => {
    form[dimensionImagesField(i)] = newFiles(dim.images);
    dim.conditions.forEach((c, j) => {
      form[conditionImagesField(i, j)] = newFiles(c.images);
    });
  });
  return form;
}
