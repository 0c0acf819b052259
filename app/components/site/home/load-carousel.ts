import type { ProductList } from "../../../../contract/catalog";
import { CAROUSEL_SIZE } from "../../../../contract/catalog-options";
import { ApiError, type ApiClient } from "../../../lib/api";
import type { CarouselData } from "./product-carousel";

/** One carousel's products (limit 5). A failure becomes the spec's message instead of failing the page. */
export async function loadCarousel(api: ApiClient, category: string): Promise<CarouselData> {
  try {
    const res = await api.get<ProductList>("/products/products", { limit: CAROUSEL_SIZE, category });
    return { products: res.data.products, error: null };
  } catch (err) {
    const message = err instanceof ApiError ? err.message || `Failed to fetch products: ${err.status}` : "Failed to fetch products";
    return { products: [], error: message };
  }
}
