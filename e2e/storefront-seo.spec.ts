import { expect, test } from "./support/test";
import { productBySku } from "./support/storefront.ts";

/** Reads the JSON-LD blocks of server HTML, checking each carries the response's CSP nonce. */
function jsonLd(html: string, csp: string): Record<string, unknown>[] {
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json" nonce="([^"]+)">(.*?)<\/script>/g)];
  for (const b of blocks) expect(b[1]).toBe(nonce);
  return blocks.map((b) => JSON.parse(b[2]));
}

test("a product page's server HTML has its name, price, canonical, price tags and Product JSON-LD", async ({ request, baseURL }) => {
  const p = await productBySku(request, "BX-S40HC");
  const res = await request.get(`/product/${p.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<h1 class="text-3xl font-bold text-slate-900">${p.name}</h1>`);
  expect(html).toContain(`<title>${p.name} | `);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/product/${p.id}"/>`);
  expect(html).toContain(`<meta property="product:price:amount" content="${p.price.toFixed(2)}"/>`);
  expect(html).toContain('<meta property="product:price:currency" content="USD"/>');
  expect(html).toContain('<meta property="og:type" content="product"/>');
  expect(html).toMatch(/\$\d{1,3}(,\d{3})*\.\d{2}/);
  const blocks = jsonLd(html, res.headers()["content-security-policy"]);
  const product = blocks.find((b) => b["@type"] === "Product") as Record<string, any>;
  expect(product).toMatchObject({ name: p.name, sku: p.sku });
  expect(product.offers.priceCurrency).toBe("USD");
  const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList") as Record<string, any>;
  expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Shop", p.name]);
  const description = /<meta name="description" content="([^"]*)"/.exec(html)![1];
  expect(description.length).toBeLessThanOrEqual(155);
  if (description.length === 155) expect(description.endsWith("...")).toBe(true);
});

test("the shop's server HTML has the title pattern, BreadcrumbList and ItemList", async ({ request, baseURL }) => {
  const res = await request.get("/shop/cold%20storage?page=2");
  const html = await res.text();
  expect(html).toContain("<title>Cold Storage Shipping Containers | ");
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/shop/cold%20storage?page=2"/>`);
  const blocks = jsonLd(html, res.headers()["content-security-policy"]);
  const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList") as Record<string, any>;
  expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Shop", "Cold Storage"]);
  const list = blocks.find((b) => b["@type"] === "ItemList") as Record<string, any>;
  expect(list.itemListElement[0].position).toBe(8);
  expect(list.itemListElement[0].item).toMatchObject({ "@type": "Product", offers: { priceCurrency: "USD", availability: "https://schema.org/InStock" } });
  const all = await request.get("/shop");
  expect(await all.text()).toContain("<title>Shop Shipping Containers | ");
});

test("the home page's server HTML has Organization data with a US sales contact", async ({ request }) => {
  const res = await request.get("/");
  const html = await res.text();
  expect(html).toContain("<title>Shipping Container Sales, Rentals &amp; Mods | ");
  const org = jsonLd(html, res.headers()["content-security-policy"]).find((b) => b["@type"] === "Organization") as Record<string, any>;
  expect(org.contactPoint[0]).toMatchObject({ contactType: "sales", areaServed: "US" });
  expect(html).toMatch(/<img[^>]+fetchPriority="high"|<img[^>]+fetchpriority="high"/i);
});

test("sitemap.xml lists every product and category; robots.txt points to it", async ({ request, baseURL }) => {
  const index = (await (await request.get("/v1/products/index")).json()).data;
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const p of index.products) expect(xml).toContain(`<loc>${baseURL}/product/${p.id}</loc>`);
  for (const c of index.categories) expect(xml).toContain(`<loc>${baseURL}/shop/${encodeURIComponent(c)}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain("Disallow: /admin");
});
