import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoCatalog } from "./catalog-data.ts";
import { SEED_WIDTHS } from "./images.ts";
import { CONTAINER_VIEWS, PART_VIEW, RENDERED_PICTURES_DIR, isContainerProduct, productViews, renderedPictureName } from "./pictures.ts";

const containers = demoCatalog.filter(isContainerProduct);
const digest = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

describe("rendered container pictures (db/seed/pictures)", () => {
  it("covers the container products, not parts and chassis", () => {
    expect(containers.length).toBeGreaterThanOrEqual(40);
    expect(containers.map((p) => p.sku)).not.toContain("BX-P-LOCKBOX");
    expect(containers.map((p) => p.sku)).not.toContain("BX-C20");
  });

  it("every container product has at least three distinct pictures, at every shop width", () => {
    for (const p of containers) {
      expect(productViews(p).length, p.sku).toBeGreaterThanOrEqual(CONTAINER_VIEWS.length);
      for (const width of SEED_WIDTHS) {
        const files = productViews(p).map((view) => join(RENDERED_PICTURES_DIR, renderedPictureName(p.sku, view, width)));
        for (const f of files) expect(existsSync(f), f).toBe(true);
        expect(new Set(files.map(digest)).size, p.sku).toBe(files.length);
      }
    }
  });

  it("every part has a render of its own (issue 48: one drawing served them all)", () => {
    const parts = demoCatalog.filter((p) => p.picture.kind === "part");
    expect(parts.length).toBeGreaterThanOrEqual(12);
    const hashes = parts.map((p) => {
      for (const width of SEED_WIDTHS) expect(existsSync(join(RENDERED_PICTURES_DIR, renderedPictureName(p.sku, PART_VIEW, width))), p.sku).toBe(true);
      return digest(join(RENDERED_PICTURES_DIR, renderedPictureName(p.sku, PART_VIEW, 960)));
    });
    expect(new Set(hashes).size).toBe(parts.length);
  });

  it("no two container products share a picture", () => {
    const owner = new Map<string, string>();
    for (const p of containers) {
      for (const view of productViews(p)) {
        const hash = digest(join(RENDERED_PICTURES_DIR, renderedPictureName(p.sku, view, 960)));
        expect(owner.get(hash), `${p.sku} ${view}`).toBeUndefined();
        owner.set(hash, `${p.sku} ${view}`);
      }
    }
  });

  it("are WebP of the seed sizes and small enough for a fast shop (≤ 60 KB at 960 px)", async () => {
    for (const p of containers) {
      for (const view of productViews(p)) {
        const file = join(RENDERED_PICTURES_DIR, renderedPictureName(p.sku, view, 960));
        const meta = await sharp(file).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 960, height: 640 });
        expect(statSync(file).size, file).toBeLessThanOrEqual(60 * 1024);
      }
    }
  });
});
