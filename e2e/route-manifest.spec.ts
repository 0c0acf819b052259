import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { productBySku } from "./support/storefront.ts";

/**
 * Each page's first HTML carries the part of React Router's route manifest the browser needs before it discovers
 * more routes: the page's own routes and those of its URL's ancestors. Our patch of React Router keeps that JSON
 * per set of routes (docs/decisions/055), so pages asked for one after the other must each still get their own.
 */
async function manifestRoutes(request: APIRequestContext, path: string): Promise<string[]> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  // A paint-first page carries the module script as a JSON string in its after-paint loader (ADR 066).
  const loader = /s\.textContent=("(?:[^"\\]|\\.)*")/.exec(html)?.[1];
  const moduleScript = loader ? (JSON.parse(loader) as string) : html;
  const json = /window\.__reactRouterManifest = (\{[\s\S]*?\});\s*window\.__reactRouterRouteModules/.exec(moduleScript)?.[1];
  expect(json, `route manifest in ${path}`).toBeTruthy();
  return Object.keys((JSON.parse(json!) as { routes: Record<string, unknown> }).routes).sort();
}

test("every page's HTML names its own routes and its ancestors' routes, whatever page came before", async ({ request }) => {
  const [a, b] = await Promise.all([productBySku(request, "BX-S20"), productBySku(request, "BX-S40HC")]);
  // "/product" alone matches no page of its own: the catch-all (routes/not-found) answers it.
  const product = ["root", "routes/_site", "routes/home", "routes/not-found", "routes/product"];
  const visits: [string, string[]][] = [
    [`/product/${a.id}`, product],
    ["/shop", ["root", "routes/_site", "routes/home", "routes/shop"]],
    [`/product/${b.id}`, product],
    ["/", ["root", "routes/_site", "routes/home"]],
    ["/gallery", ["root", "routes/_site", "routes/gallery", "routes/home"]],
    ["/builder", ["root", "routes/_site", "routes/builder", "routes/home"]],
    [`/product/${a.id}?again=1`, product],
  ];
  for (const [path, routes] of visits) expect(await manifestRoutes(request, path), path).toEqual(routes);
});

test("a link to a page whose routes the first HTML lacked still navigates in the browser", async ({ page }) => {
  const p = await productBySku(page.request, "BX-S20");
  await page.goto(`/product/${p.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.name);
  // Gallery's route is not in a product page's manifest: React Router must discover it, then render it in place.
  const marker = await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole("banner").getByRole("link", { name: "Gallery" }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(marker);
});
