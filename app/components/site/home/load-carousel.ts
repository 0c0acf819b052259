import { CAROUSEL_SIZE } from "../../../../contract/catalog-options";
import { ApiError } from "../../../lib/api";
import { toProductCardData } from "../../../lib/product-card-data";
import { type TypedApi, call } from "../../../lib/typed-api";
import type { CarouselData } from "./product-carousel";

/** One carousel's products (limit 5). A failure becomes the spec's message instead of failing the page. */
export async function loadCarousel(client: TypedApi, category: string): Promise<CarouselData> {
  try {
    const { products } = await call(client.products.products.$get({ query: { limit: String(CAROUSEL_SIZE), category } }));
    return { products: products.map(toProductCardData), error: null };
  } catch (err) {
    const message = err instanceof ApiError ? err.message || `Failed to fetch products: ${err.status}` : "Failed to fetch products";
    return { products: [], error: message };
  }
}
