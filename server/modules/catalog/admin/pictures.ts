import { eq } from "drizzle-orm";
import type { ProductInput } from "../../../../contract/admin-products.ts";
import type { Tx } from "../../../../db/connect.ts";
import { productImages } from "../../../../db/schema/index.ts";
import { badRequest } from "../../../lib/http-errors.ts";
import type { StoredImage } from "../../../lib/images.ts";
import type { ImageSlot } from "./form.ts";

type ImageRow = typeof productImages.$inferSelect;
export type NewPicture = { slot: ImageSlot; image: StoredImage };

/** The pictures a product had before the edit (read before dimensions are synced: dropping one cascades). */
export async function currentPictures(tx: Tx, productId: string): Promise<ImageRow[]> {
  return tx.select().from(productImages).where(eq(productImages.productId, productId));
}

/**
 * Rewrites the product's picture rows: for each slot, the kept URLs in the order given, then the new
 * uploads. A kept URL must be one of this product's pictures. Files are never deleted here: old orders
 * copied picture URLs and keep showing them.
 */
export async function writePictures(
  tx: Tx,
  opts: { productId: string; input: ProductInput; dimensionIds: string[]; conditionIds: string[][]; previous: ImageRow[]; added: NewPicture[] },
) {
  const { productId, input, dimensionIds, conditionIds, previous, added } = opts;
  const byUrl = new Map(previous.map((r) => [r.url, r]));
  const errors: Record<string, string> = {};
  const rows: (typeof productImages.$inferInsert)[] = [];

  const place = (slot: ImageSlot, kept: string[], path: string, alt: string) => {
    const dimensionId = slot.dimension === null ? null : dimensionIds[slot.dimension];
    const conditionId = slot.condition === null || slot.dimension === null ? null : conditionIds[slot.dimension][slot.condition];
    let position = 0;
    kept.forEach((url, i) => {
      const old = byUrl.get(url);
      if (!old) errors[`${path}.${i}`] = "This picture does not belong to the product";
      else rows.push({ productId, dimensionId, conditionId, position: position++, url: old.url, width: old.width, height: old.height, variants: old.variants, alt });
    });
    for (const p of added.filter((a) => a.slot.dimension === slot.dimension && a.slot.condition === slot.condition)) {
      const { url, width, height, variants } = p.image;
      rows.push({ productId, dimensionId, conditionId, position: position++, url, width, height, variants, alt });
    }
  };

  place({ dimension: null, condition: null }, input.images, "images", input.name);
  input.dimensions.forEach((d, di) => {
    place({ dimension: di, condition: null }, d.images, `dimensions.${di}.images`, `${input.name}, ${d.dimension}`);
    d.conditions.forEach((c, ci) =>
      place({ dimension: di, condition: ci }, c.images, `dimensions.${di}.conditions.${ci}.images`, `${input.name}, ${d.dimension}, ${c.condition}`),
    );
  });
  if (Object.keys(errors).length) throw badRequest("Invalid input", errors);

  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (rows.length) await tx.insert(productImages).values(rows);
}
