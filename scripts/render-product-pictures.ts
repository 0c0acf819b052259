import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { stripTypeScriptTypes } from "node:module";
import { join, normalize } from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { demoCatalog } from "../db/seed/catalog-data.ts";
import { SEED_WIDTHS } from "../db/seed/images.ts";
import { PART_VIEW, RENDERED_PICTURES_DIR, isContainerProduct, renderedPictureName } from "../db/seed/pictures.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.ts";
import type { Shot } from "./product-pictures/page.ts";
import { PART_SKUS, partShot } from "./product-pictures/part-shots.ts";
import { PROJECT_KEYS, projectShot } from "./product-pictures/projects.ts";
import { productShots } from "./product-pictures/shots.ts";

/**
 * Renders the demo catalog's container pictures from the shared 3-D model (app/components/builder/model) in
 * headless Chromium (WebGL on SwiftShader) and writes them as WebP under db/seed/pictures (docs/decisions/021).
 *   npx node scripts/render-product-pictures.ts [--only BX-S20,BX-O20] [--views angle,used] [--png /tmp/renders]
 * --only and --views render some products or views; --png also keeps the full-size PNG frames for a look.
 * --projects renders the /gallery case studies instead (scripts/product-pictures/projects.ts; --only office,site),
 * into app/components/site/assets. --parts renders each part in use (part-shots.ts, part-scene.ts) as
 * <sku>-part-<width>.webp beside the containers'. --supersample N (default 3) and --jitter N (default 2: N² frames
 * a large pixel, averaged) set the sampling; together 6 × 6 samples an output pixel, about 36× one plain render.
 */
const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = opt("--only")?.split(",");
const views = opt("--views")?.split(",");
const pngDir = opt("--png");
const projects = args.includes("--projects");
const parts = args.includes("--parts");
// The largest shop width. Each frame is rendered SUPERSAMPLE times larger and scaled down (Lanczos): the renderer's
// MSAA smooths edges only, and the fine ribs of a light-coloured wall (a reefer's 10 cm corrugation seen end-on)
// shimmered into moiré at one sample a pixel (issue 48). Costs about SUPERSAMPLE² the render time.
const FRAME = { width: 960, height: 640 };
const SUPERSAMPLE = Number(opt("--supersample") ?? 3);
// And each large pixel is sampled JITTER² times (camera shifted by a fraction of a pixel, frames averaged: page.ts):
// 3× alone left a reefer's 1 cm rib flanks as sub-pixel slivers drawn in dashes, lined up in moiré arcs.
const JITTER = Number(opt("--jitter") ?? 2);

const root = normalize(join(import.meta.dirname, ".."));
const PROJECT_ASSETS_DIR = join(root, "app/components/site/assets");
const page = `<!doctype html><html><head><style>html,body{margin:0;background:#fff}</style>
<script type="importmap">{"imports":{"three":"/node_modules/three/build/three.module.js","three/addons/":"/node_modules/three/examples/jsm/"}}</script>
<script type="module" src="/scripts/product-pictures/page.ts"></script></head><body></body></html>`;

/** Serves the page, three.js and the model's TypeScript with its types stripped (no bundler needed). */
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
  if (path === "/") return res.writeHead(200, { "Content-Type": "text/html" }).end(page);
  const file = normalize(join(root, path));
  const allowed = ["app/components/builder/model/", "scripts/product-pictures/", "node_modules/three/build/", "node_modules/three/examples/jsm/"].some((dir) => file.startsWith(join(root, dir)));
  try {
    if (!allowed) throw new Error("not served");
    const source = readFileSync(file, "utf8");
    const body = file.endsWith(".ts") ? stripTypeScriptTypes(source) : source;
    res.writeHead(200, { "Content-Type": "text/javascript" }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({
  executablePath: await chromiumPath(),
  args: [...CHROMIUM_ARGS.filter((a) => a !== "--disable-gpu"), "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"],
});
try {
  const tab = await browser.newPage({ viewport: FRAME });
  tab.on("pageerror", (e) => console.error("page error:", e.message));
  tab.on("console", (m) => m.type() === "error" && console.error("console:", m.text()));
  await tab.goto(base);
  await tab.waitForFunction(() => document.title === "ready", null, { timeout: 60_000 });
  console.log(`WebGL: ${await tab.evaluate(() => (window as unknown as { rendererInfo(): string }).rendererInfo())}`);
  if (pngDir) mkdirSync(pngDir, { recursive: true });
  let bytes = 0;
  let files = 0;
  const started = Date.now();
  /** Renders one shot SUPERSAMPLE times larger, scales it down, and writes the WebP of each width where `fileOf` says. */
  const renderTo = async (shot: Shot, name: string, fileOf: (width: number) => string) => {
    const url = await tab.evaluate(([s, grid]) => (window as unknown as { renderShot(s: Shot, grid: number): string }).renderShot(s, grid), [shot, JITTER] as const);
    const large = Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
    const png = await sharp(large).resize(FRAME.width, FRAME.height, { kernel: "lanczos3" }).png().toBuffer();
    if (pngDir) writeFileSync(join(pngDir, `${name}.png`), png);
    for (const width of SEED_WIDTHS) {
      const webp = await sharp(png).resize(width, Math.round((width * 2) / 3)).webp({ quality: 74, effort: 6, smartSubsample: true }).toBuffer();
      writeFileSync(fileOf(width), webp);
      bytes += webp.length;
      files++;
    }
  };
  const [W, H] = [FRAME.width * SUPERSAMPLE, FRAME.height * SUPERSAMPLE];
  if (projects) {
    for (const key of PROJECT_KEYS.filter((k) => !only || only.includes(k))) {
      await renderTo(projectShot(key, W, H), `project-${key}`, (width) => join(PROJECT_ASSETS_DIR, `project-${key}-${width}.webp`));
      console.log(`project ${key}: done`);
    }
  } else if (parts) {
    for (const sku of PART_SKUS.filter((k) => !only || only.includes(k))) {
      await renderTo(partShot(sku, W, H), `${sku.toLowerCase()}-${PART_VIEW}`, (width) => join(RENDERED_PICTURES_DIR, renderedPictureName(sku, PART_VIEW, width)));
      console.log(`${sku}: done`);
    }
  } else {
    mkdirSync(RENDERED_PICTURES_DIR, { recursive: true });
    for (const product of demoCatalog.filter((p) => isContainerProduct(p) && (!only || only.includes(p.sku)))) {
      for (const { view, shot } of productShots(product, W, H).filter((s) => !views || views.includes(s.view))) {
        await renderTo(shot, `${product.sku.toLowerCase()}-${view}`, (width) => join(RENDERED_PICTURES_DIR, renderedPictureName(product.sku, view, width)));
      }
      console.log(`${product.sku}: done`);
    }
  }
  console.log(`${files} files, ${(bytes / 1024).toFixed(0)} KB, ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await browser.close();
  server.close();
}
