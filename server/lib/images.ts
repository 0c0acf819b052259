import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { ImageVariant } from "../../db/schema/index.ts";
import type { ErrorCode } from "../../contract/error-codes.ts";
import { HttpError } from "./http-errors.ts";
import type { MediaStore } from "./media/store.ts";

/** Upload limits: a phone photo fits easily; a decompression bomb or a poster scan does not. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Responsive widths of every upload; never upscaled beyond the original. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

export type StoredImage = { url: string; width: number; height: number; variants: ImageVariant[]; keys: string[] };
export type CheckedImage = { field: string; buffer: Buffer; width: number; height: number };

type Metadata = Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;

const reject = (code: ErrorCode, field: string, message: string) => new HttpError(code, message, { errors: { [field]: message } });

/** What the content really is (never the file name or the declared type). */
function acceptedFormat(meta: Metadata): boolean {
  if (meta.format === "jpeg" || meta.format === "png" || meta.format === "webp") return true;
  // sharp reports AVIF as HEIF with AV1 compression; HEIC (HEVC) is refused.
  return meta.format === "heif" && meta.compression === "av1";
}

/**
 * Reads one upload and checks it by content: JPEG, PNG, WebP or AVIF, at most 10 MB and 40 megapixels.
 * Throws 413 (too large), 415 (not an accepted image) or 400 (too many pixels) naming the form field.
 */
export async function checkImage(file: File, field: string): Promise<CheckedImage> {
  if (file.size > MAX_IMAGE_BYTES) throw reject("payload_too_large", field, `${file.name || "Image"} is larger than 10 MB`);
  const buffer = Buffer.from(await file.arrayBuffer());
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels, so no limit here; the pixel count is checked just below.
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw reject("unsupported_media_type", field, `${file.name || "File"} is not a JPEG, PNG, WebP or AVIF image`);
  }
  if (!acceptedFormat(meta)) throw reject("unsupported_media_type", field, `${file.name || "File"} is not a JPEG, PNG, WebP or AVIF image`);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw reject("unsupported_media_type", field, `${file.name || "File"} has no readable size`);
  if (width * height > MAX_IMAGE_PIXELS) throw reject("validation_failed", field, `${file.name || "Image"} has more than 40 megapixels`);
  // EXIF orientations 5-8 rotate by 90°: the stored picture swaps width and height.
  const swap = (meta.orientation ?? 1) >= 5;
  return { field, buffer, width: swap ? height : width, height: swap ? width : height };
}

/** The widths to render: the standard ones below the original, plus the original when it is smaller than the largest. */
export function targetWidths(originalWidth: number): number[] {
  return [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, originalWidth)))];
}

/**
 * Re-encodes a checked image to WebP at each target width under a random key `uploads/<hex>-<width>.webp`
 * in the shared media store. Re-encoding drops metadata (EXIF, GPS) and anything hidden after the pixels.
 */
export async function storeImage(media: MediaStore, image: CheckedImage): Promise<StoredImage> {
  const base = randomBytes(16).toString("hex");
  const variants: ImageVariant[] = [];
  const keys: string[] = [];
  try {
    for (const width of targetWidths(image.width)) {
      const key = `uploads/${base}-${width}.webp`;
      let bytes: Buffer;
      try {
        bytes = await sharp(image.buffer, { limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
      } catch (err) {
        throw reject("unsupported_media_type", image.field, `The image could not be processed: ${(err as Error).message}`);
      }
      keys.push(key);
      await media.put(key, bytes, "image/webp");
      variants.push({ width, url: `/media/${key}` });
    }
  } catch (err) {
    // A store that fails (object storage down) is our fault, not the picture's: it stays a 500.
    await removeStored(media, keys);
    throw err;
  }
  const largest = variants[variants.length - 1];
  return { url: largest.url, width: largest.width, height: Math.round((largest.width * image.height) / image.width), variants, keys };
}

/** Best-effort clean-up of pictures stored for a request that then failed. */
export async function removeStored(media: MediaStore, keys: string[]): Promise<void> {
  await media.remove(keys).catch(() => {});
}
