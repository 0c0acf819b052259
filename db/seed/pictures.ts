import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SeedProduct } from "./catalog-data.ts";
import { SEED_WIDTHS, type SeedImage, type SeedPictureTarget } from "./images.ts";

/**
 * Container product pictures are renders of the 3-D container model (scripts/render-product-pictures.ts),
 * committed under db/seed/pictures as `<sku>-<view>-<width>.webp`; the seed copies them into the media
 * folder (docs/decisions/021). Parts get a render of the part in use (`<sku>-part-<width>.webp`, issue 48); chassis
 * keep their drawn pictures (images.ts).
 */
export const RENDERED_PICTURES_DIR = fileURLToPath(new URL("./pictures/", import.meta.url));

/** The gallery of every container product, in order: 3/4 view of the doors and side, side, the other end. */
export const CONTAINER_VIEWS = ["angle", "side", "end"] as const;
/** Extra view shown for the used conditions: the same box after years at sea. */
export const USED_VIEW = "used";
/** A part's one picture: the part in use, rendered with the container model (scripts/product-pictures/part-scene.ts). */
export const PART_VIEW = "part";
export type PictureView = (typeof CONTAINER_VIEWS)[number] | typeof USED_VIEW | typeof PART_VIEW;

/** Whether a part has its rendered picture (a part added later keeps the drawn one). */
export const hasRenderedPartPicture = (sku: string) => existsSync(join(RENDERED_PICTURES_DIR, renderedPictureName(sku, PART_VIEW, SEED_WIDTHS[0])));

const CONTAINER_KINDS = new Set(["container", "doors", "office", "reefer", "hazmat", "conjoined"]);
export const isContainerProduct = (p: SeedProduct) => CONTAINER_KINDS.has(p.picture.kind);
export const hasUsedCondition = (p: SeedProduct) => p.dimensions.some((d) => d.conditions.some((c) => c.condition.startsWith("Used")));

/** The views rendered for a product: the gallery, plus the used view when it sells used conditions. */
export const productViews = (p: SeedProduct): Exclude<PictureView, typeof PART_VIEW>[] => (hasUsedCondition(p) ? [...CONTAINER_VIEWS, USED_VIEW] : [...CONTAINER_VIEWS]);

export const renderedPictureName = (sku: string, view: PictureView, width: number) => `${sku.toLowerCase()}-${view}-${width}.webp`;

const ASPECT = 2 / 3;

/** Stores one rendered view (every seed width) in the media store under `seed/`. */
export async function installRenderedPicture(target: SeedPictureTarget, sku: string, view: PictureView): Promise<SeedImage> {
  const variants = [];
  for (const width of SEED_WIDTHS) {
    const file = renderedPictureName(sku, view, width);
    const source = join(RENDERED_PICTURES_DIR, file);
    if (!existsSync(source)) throw new Error(`Missing product picture ${source}: run npx node scripts/render-product-pictures.ts`);
    await target.store(`seed/${file}`, readFileSync(source), "image/webp");
    variants.push({ width, url: `/media/seed/${file}` });
  }
  const largest = variants[variants.length - 1];
  return { url: largest.url, width: largest.width, height: Math.round(largest.width * ASPECT), variants };
}
