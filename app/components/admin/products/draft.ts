import { truckTypeOf } from "../../../../contract/delivery";
import type { ProductDetail, Specification } from "../../../../contract/catalog";

/** A picture in the editor: one the product already has (kept by URL) or a new file with a local preview. */
export type ImageDraft = { key: string; url: string } | { key: string; file: File; preview: string };

export type ConditionDraft = { key: string; id?: string; condition: string; price: string; description: string; images: ImageDraft[]; specifications: Specification[] };
export type DimensionDraft = {
  key: string;
  id?: string;
  dimension: string;
  price: string;
  description: string;
  images: ImageDraft[];
  specifications: Specification[];
  conditions: ConditionDraft[];
};
/** A delivery method the product allows: one of the shop's truck types (its price comes from the rates). */
export type DeliveryDraft = { key: string; id?: string; method: string };

export type ProductDraft = {
  name: string;
  sku: string;
  price: string;
  description: string;
  images: ImageDraft[];
  specifications: Specification[];
  dimensions: DimensionDraft[];
  delivery: DeliveryDraft[];
  categories: string[];
};

let counter = 0;
/** Stable React keys for rows that have no id yet. */
export const newKey = () => `k${Date.now().toString(36)}${(counter++).toString(36)}`;

const priceText = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));
const kept = (urls: string[]): ImageDraft[] => urls.map((url) => ({ key: newKey(), url }));

export const emptyDraft = (): ProductDraft => ({
  name: "",
  sku: "",
  price: "",
  description: "",
  images: [],
  specifications: [],
  dimensions: [],
  delivery: [],
  categories: [],
});

export const emptyDimension = (label: string): DimensionDraft => ({ key: newKey(), dimension: label, price: "", description: "", images: [], specifications: [], conditions: [] });
export const emptyCondition = (label: string): ConditionDraft => ({ key: newKey(), condition: label, price: "", description: "", images: [], specifications: [] });

/** The editor's state for an existing product (from GET /v1/products/{id}). */
export function draftFromProduct(p: ProductDetail): ProductDraft {
  return {
    name: p.name,
    sku: p.sku ?? "",
    price: String(p.price),
    description: p.description,
    images: kept(p.images),
    specifications: p.specifications,
    categories: p.categories,
    // An old free-text method ("Tilt-bed") shows as the truck type it names; one naming none keeps its text to fix.
    delivery: p.delivery.map((d) => ({ key: newKey(), id: d.id, method: truckTypeOf(d.method) ?? d.method })),
    dimensions: p.dimensions.map((d) => ({
      key: newKey(),
      id: d.id,
      dimension: d.dimension,
      price: priceText(d.price),
      description: d.description ?? "",
      images: kept(d.images),
      specifications: d.specifications,
      conditions: d.conditions.map((c) => ({
        key: newKey(),
        id: c.id,
        condition: c.condition,
        price: priceText(c.price),
        description: c.description ?? "",
        images: kept(c.images),
        specifications: c.specifications,
      })),
    })),
  };
}
