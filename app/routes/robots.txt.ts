import { absoluteUrl } from "../components/site/seo";
import { serverContext } from "../lib/server-context";
import type { Route } from "./+types/robots.txt";

/** Crawl the storefront; keep accounts, carts, checkout and admin out of search results. */
const PRIVATE = ["/admin", "/dashboard", "/auth", "/cart", "/checkout", "/reset-password", "/pay", "/v1/"];

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(serverContext);
  const body = ["User-agent: *", "Allow: /", ...PRIVATE.map((p) => `Disallow: ${p}`), "", `Sitemap: ${absoluteUrl(publicUrl, "/sitemap.xml")}`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
