import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { type IllustrationKind, illustration } from "./illustrations.ts";

export const SEED_WIDTHS = [480, 960] as const;
const ASPECT = 2 / 3;

export type SeedImage = { url: string; width: number; height: number; variants: { width: number; url: string }[] };

/** Stores one picture where every replica reads it (the server's media store, injected: db/ imports no server code). */
export type PictureSink = (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;

export type SeedPictureTarget = {
  store: PictureSink;
  /** Optional folder of earlier renders (the test suite shares one across files, so each renders nothing twice). */
  renderCacheDir?: string;
};

async function render(svg: Buffer, width: number, cacheDir: string | undefined, file: string): Promise<Uint8Array> {
  const encode = () => sharp(svg).resize(width, Math.round(width * ASPECT)).webp({ quality: 72 });
  if (!cacheDir) return encode().toBuffer();
  mkdirSync(cacheDir, { recursive: true });
  const path = join(cacheDir, file);
  if (!existsSync(path)) {
    // Write then rename, with a unique temp name: parallel test files, and the seed's parallel lanes,
    // may render the same picture.
    const tmp = `${path}.${process.pid}.${randomUUID()}.tmp`;
    await encode().toFile(tmp);
    renameSync(tmp, path);
  }
  return readFileSync(path);
}

/** Renders one illustration to WebP at each seed width and stores it under `seed/<key>-<width>.webp`. */
export async function renderSeedImage(target: SeedPictureTarget, key: string, kind: IllustrationKind, color: string, label: string): Promise<SeedImage> {
  const svg = Buffer.from(illustration(kind, color, label));
  const variants = [];
  for (const width of SEED_WIDTHS) {
    const file = `${key}-${width}.webp`;
    await target.store(`seed/${file}`, await render(svg, width, target.renderCacheDir, file), "image/webp");
    variants.push({ width, url: `/media/seed/${file}` });
  }
  const largest = variants[variants.length - 1];
  return { url: largest.url, width: largest.width, height: Math.round(largest.width * ASPECT), variants };
}
