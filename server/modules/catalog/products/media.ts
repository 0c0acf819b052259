import type { ImageVariant } from "../../../../db/schema/index.ts";
import type { ProductImage } from "../../../../db/validation/catalog.ts";

type ImageRow = { url: string; width: number | null; height: number | null; variants: ImageVariant[]; alt: string };

/** An image row as the API shows it: the URL plus a ready srcset of its WebP widths. */
export function toMedia(row: ImageRow): ProductImage {
  const srcset = row.variants
    .slice()
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(", ");
  return { url: row.url, width: row.width, height: row.height, srcset, alt: row.alt };
}
