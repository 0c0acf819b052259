import type { ProductDetail, ProductSummary } from "../../../contract/catalog";
import { absoluteUrl } from "../site/seo";

const USD = (n: number) => n.toFixed(2);

/** Home > Shop > … as schema.org BreadcrumbList items. */
export function breadcrumbList(publicUrl: string, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((it, i) => ({ "@type": "ListItem", position: i + 1, name: it.name, item: absoluteUrl(publicUrl, it.path) })),
  };
}

/** Units at or under this count are "limited" (the admin's low-stock threshold, LOW_STOCK_THRESHOLD). */
const LIMITED_UNITS = 2;

/** schema.org availability from the real stock count; a product without a count is assumed in stock. */
export function schemaAvailability(available: number | undefined): string {
  if (available === undefined) return "https://schema.org/InStock";
  if (available <= 0) return "https://schema.org/OutOfStock";
  return available <= LIMITED_UNITS ? "https://schema.org/LimitedAvailability" : "https://schema.org/InStock";
}

function offer(publicUrl: string, p: ProductSummary) {
  return { "@type": "Offer", price: USD(p.price), priceCurrency: "USD", availability: schemaAvailability(p.available), url: absoluteUrl(publicUrl, `/product/${p.id}`) };
}

/** The shop page's list: name, sku, price in USD, InStock, url and first image of each product. */
export function itemList(publicUrl: string, products: ProductSummary[], offset: number) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: products.map((p, i) => ({
      "@type": "ListItem",
      position: offset + i + 1,
      item: {
        "@type": "Product",
        name: p.name,
        ...(p.sku ? { sku: p.sku } : {}),
        url: absoluteUrl(publicUrl, `/product/${p.id}`),
        ...(p.images[0] ? { image: absoluteUrl(publicUrl, p.images[0]) } : {}),
        offers: offer(publicUrl, p),
      },
    })),
  };
}

/** The product page's Product object, with every image and the base-price offer. */
export function productJsonLd(publicUrl: string, p: ProductDetail, description: string, brand: string) {
  const prices = [p.price, ...p.dimensions.flatMap((d) => [d.price, ...d.conditions.map((c) => c.price)])].filter((x): x is number => x !== null);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    ...(p.sku ? { sku: p.sku } : {}),
    description,
    brand: { "@type": "Brand", name: brand },
    image: p.images.map((u) => absoluteUrl(publicUrl, u)),
    category: p.categories.join(", "),
    offers:
      low === high
        ? offer(publicUrl, p)
        : { "@type": "AggregateOffer", lowPrice: USD(low), highPrice: USD(high), offerCount: prices.length, priceCurrency: "USD", availability: schemaAvailability(p.available), url: absoluteUrl(publicUrl, `/product/${p.id}`) },
  };
}
