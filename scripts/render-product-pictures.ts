import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { stripTypeScriptTypes } from "node:module";
import { join, normalize } from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { demoCatalog } from "../db/seed/catalog-data.ts";
import { SEED_WIDTHS } from "../db/seed/images.ts";
import { RENDERED_PICTURES_DIR, isContainerProduct, renderedPictureName } from "../db/seed/pictures.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.ts";
import type { Shot } from "./product-pictures/page.ts";
import { productShots } from "./product-pictures/shots.ts";

/**
 * Renders the demo catalog's container pictures from the shared 3-D model (app/components/builder/model) in
 * headless Chromium (WebGL on SwiftShader) and writes them as WebP under db/seed/pictures (docs/decisions/021).
 *   npx node scripts/render-product-pictures.ts [--only BX-S20,BX-O20] [--views angle,used] [--png /tmp/renders]
 * --only and --views render some products or views; --png also keeps the full-size PNG frames for a look.
 */
const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = opt("--only")?.split(",");
const views = opt("--views")?.split(",");
const pngDir = opt("--png");
// Rendered at the largest shop width with the renderer's MSAA; larger frames cost minutes on SwiftShader.
const FRAME = { width: 960, height: 640 };

const root = normalize(join(import.meta.dirname, ".."));
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
  mkdirSync(RENDERED_PICTURES_DIR, { recursive: true });
  if (pngDir) mkdirSync(pngDir, { recursive: true });
  const products = demoCatalog.filter((p) => isContainerProduct(p) && (!only || only.includes(p.sku)));
  let bytes = 0;
  let files = 0;
  const started = Date.now();
  for (const product of products) {
    for (const { view, shot } of productShots(product, FRAME.width, FRAME.height).filter((s) => !views || views.includes(s.view))) {
      const url = await tab.evaluate((s: Shot) => (window as unknown as { renderShot(s: Shot): string }).renderShot(s), shot);
      const png = Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
      if (pngDir) writeFileSync(join(pngDir, `${product.sku.toLowerCase()}-${view}.png`), png);
      for (const width of SEED_WIDTHS) {
        const webp = await sharp(png).resize(width, Math.round((width * 2) / 3)).webp({ quality: 74, effort: 6, smartSubsample: true }).toBuffer();
        writeFileSync(join(RENDERED_PICTURES_DIR, renderedPictureName(product.sku, view, width)), webp);
        bytes += webp.length;
        files++;
      }
    }
    console.log(`${product.sku}: done`);
  }
  console.log(`${files} files, ${(bytes / 1024).toFixed(0)} KB, ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await browser.close();
  server.close();
}
