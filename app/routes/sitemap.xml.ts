import { escapeHtml } from "../../contract/escape-html";
import { shopPath } from "../components/site/links";
import { absoluteUrl } from "../components/site/seo";
import { serverContext } from "../lib/server-context";
import { call, keepIndex } from "../lib/typed-api";
import type { Route } from "./+types/sitemap.xml";

const STATIC_PAGES = ["/", "/shop", "/gallery", "/inventory", "/delivery", "/contact", "/feedback"];
/** Shop link values besides the categories (docs/decisions/004) that are worth indexing. */
const EXTRA_SHOP_VALUES = ["buy", "new", "used", "refurbished", "20ft", "40ft"];


/** Every public page, every category (and shop link value) and every visible product. */
export async function loader({ context }: Route.LoaderArgs) {
  const { client, publicUrl } = context.get(serverContext);
  const index = await call(client.products.index.$get(undefined, keepIndex));
  const url = (path: string, lastmod?: string) =>
    `<url><loc>${escapeHtml(absoluteUrl(publicUrl, path))}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ""}</url>`;
  const urls = [
    ...STATIC_PAGES.map((p) => url(p)),
    ...[...index.categories, ...EXTRA_SHOP_VALUES].map((c) => url(shopPath(c))),
    ...index.products.map((p) => url(`/product/${p.id}`, p.updatedAt)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
