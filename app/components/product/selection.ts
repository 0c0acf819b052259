import { MAX_LINE_QUANTITY } from "../../../contract/cart";
import type { DeliveryOption, ProductCondition, ProductDetail, ProductDimension, ProductImage, Specification } from "../../../contract/catalog";

/** What the visitor has picked on a product page (SPEC section 4, "Product page selection"). */
export type Selection = {
  dimensionIndex: number | null;
  conditionIndex: number | null;
  imageIndex: number;
  quantity: number;
  deliveryMethod: string | null;
};

/** The cart's limit per line (contract/cart.ts), the same on this page. */
export const MAX_QUANTITY = MAX_LINE_QUANTITY;

/**
 * A part ships by parcel whatever method its rows name (the server prices it at the parcel rate, `pricing: "parcel"`):
 * there is no truck to choose, so its page shows parcel shipping instead of the three truck radios.
 */
export const shipsByParcel = (p: Partial<Pick<ProductDetail, "delivery">>) => !!p.delivery?.length && p.delivery.every((d) => d.pricing === "parcel");

/** A product with exactly one dimension preselects it; a part preselects its parcel shipping (nothing to choose). */
export function initialSelection(p: Pick<ProductDetail, "dimensions"> & Partial<Pick<ProductDetail, "delivery">>): Selection {
  const deliveryMethod = shipsByParcel(p) ? p.delivery![0].method : null;
  return { dimensionIndex: p.dimensions.length === 1 ? 0 : null, conditionIndex: null, imageIndex: 0, quantity: 1, deliveryMethod };
}

/** Choosing a dimension clears the condition and goes back to the first image. */
export const chooseDimension = (s: Selection, index: number): Selection => ({ ...s, dimensionIndex: index, conditionIndex: null, imageIndex: 0 });

/** Choosing a condition goes back to the first image. */
export const chooseCondition = (s: Selection, index: number): Selection => ({ ...s, conditionIndex: index, imageIndex: 0 });

/** Whether typed text asks for more than one line may hold (it is then capped, and the page says so). */
export const exceedsQuantityLimit = (input: string) => Number.parseInt(input.trim(), 10) > MAX_QUANTITY;

/** Quantity never goes below 1 nor above the limit; anything that is not a number becomes 1. */
export function parseQuantity(input: string | number): number {
  const n = typeof input === "number" ? input : Number.parseInt(String(input).trim(), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), MAX_QUANTITY);
}

const cents = (dollars: number) => Math.round(dollars * 100);

export type ProductView = {
  dimension: ProductDimension | null;
  condition: ProductCondition | null;
  /** Conditions offered by the chosen dimension; empty hides the condition buttons. */
  conditions: ProductCondition[];
  unitPrice: number;
  images: ProductImage[];
  description: string;
  specifications: Specification[];
  delivery: DeliveryOption | null;
  /** (unit price + delivery price) × quantity, computed in cents. */
  total: number;
};

/** Description, specifications, images and unit price fall back condition → dimension → product. */
export function resolveView(p: ProductDetail, s: Selection): ProductView {
  const dimension = s.dimensionIndex === null ? null : (p.dimensions[s.dimensionIndex] ?? null);
  const conditions = dimension?.conditions ?? [];
  const condition = s.conditionIndex === null ? null : (conditions[s.conditionIndex] ?? null);
  const unitPrice = condition?.price ?? dimension?.price ?? p.price;
  const images = [condition?.media, dimension?.media, p.media].find((m) => m && m.length) ?? [];
  const description = condition?.description || dimension?.description || p.description;
  const specifications = [condition?.specifications, dimension?.specifications, p.specifications].find((x) => x && x.length) ?? [];
  const delivery = p.delivery.find((d) => d.method === s.deliveryMethod) ?? null;
  const total = ((cents(unitPrice) + cents(delivery?.price ?? 0)) * s.quantity) / 100;
  return { dimension, condition, conditions, unitPrice, images, description, specifications, delivery, total };
}
