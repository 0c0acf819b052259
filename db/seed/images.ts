import { existsSync, mkdirSync, renameSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { type IllustrationKind, illustration } from "./illustrations.ts";

export const SEED_WIDTHS = [480, 960] as const;
const ASPECT = 2 / 3;

export type SeedImage = { url: string; width: number; height: number; variants: { width: number; url: string }[] };

/**
 * Renders one illustration to WebP at each seed width under `<mediaDir>/seed/`, skipping files that
 * already exist (tests and restarts share the renders).
 */
export async function renderSeedImage(mediaDir: string, key: string, kind: IllustrationKind, color: string, label: string): Promise<SeedImage> {
  const dir = join(mediaDir, "seed");
  mkdirSync(dir, { recursive: true });
  const svg = Buffer.from(illustration(kind, color, label));
  const variants = [];
  for (const width of SEED_WIDTHS) {
    const file = `${key}-${width}.webp`;
    const path = join(dir, file);
    if (!existsSync(path)) {
      // Write then rename, with a per-process temp name: two replicas may render the same picture.
      const tmp = `${path}.${process.pid}.tmp`;
      await sharp(svg).resize(width, Math.round(width * ASPECT)).webp({ quality: 72 }).toFile(tmp);
      renameSync(tmp, path);
    }
    variants.push({ width, url: `/media/seed/${file}` });
  }
  const largest = variants[variants.length - 1];
  return { url: largest.url, width: largest.width, height: Math.round(largest.width * ASPECT), variants };
}
