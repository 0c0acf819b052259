import type { ProductSummary } from "../../contract/catalog";

/** What a product card shows: its name, price, stock, whether it rents, and its first picture. */
export type ProductCardData = Pick<ProductSummary, "id" | "name" | "price" | "available" | "categories" | "media">;

/**
 * A list answer cut down to its cards before a loader returns it. Loader data travels twice in the first HTML
 * (rendered, and serialized for hydration): the home page's ten full products (descriptions, three pictures each
 * with their srcsets) were a fifth of its gzipped HTML, and a document past ~14 kB needs a second round trip on a
 * new connection (docs/decisions/048).
 */
export function toProductCardData(product: ProductSummary): ProductCardData {
  const { id, name, price, available, categories, media } = product;
  return { id, name, price, available, categories, media: media.slice(0, 1) };
}
