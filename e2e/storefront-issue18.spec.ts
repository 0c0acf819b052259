import { expect, test } from "./support/test";

/* Issue 18, the storefront: search synonyms, the empty result's Clear filters, "1 product", the 7-card page
   at 1280 px, the home description and the hero's background video. */

test("searching 'reefer' finds the refrigerated containers", async ({ page }) => {
  await page.goto("/shop?search=reefer");
  // The catalog names them "Refrigerated"; before, only the two whose descriptions say "reefer" were found.
  const names = await page.getByRole("heading", { level: 2 }).allTextContents();
  expect(names.filter((n) => /Refrigerated/.test(n)).length).toBeGreaterThanOrEqual(5);
});

test("an empty result offers a Clear filters button that brings the whole catalog back (375 px)", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/shop?search=qqqzzzxxyy");
  await expect(page.getByText("No products match")).toBeVisible();
  const clear = page.getByRole("link", { name: "Clear filters", exact: true });
  await expect(clear).toBeVisible();
  await clear.click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole("button", { name: /^Add to cart:/ })).toHaveCount(7);
});

test("a single match says '1 product'", async ({ page }) => {
  await page.goto("/shop?search=bolt%20cutters");
  await expect(page.getByText("Showing 1 of 1 product", { exact: true })).toBeVisible();
});

test("at 1280 px a page of 7 fills its last row: no card left alone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/shop");
  const list = page.locator('section[aria-label="Products"] ul').first();
  const cards = list.locator(":scope > li");
  await expect(cards).toHaveCount(7);
  const grid = (await list.boundingBox())!;
  const boxes = await cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, right: r.right })));
  const lastRowTop = Math.max(...boxes.map((b) => b.y));
  const lastRow = boxes.filter((b) => Math.abs(b.y - lastRowTop) < 2);
  expect(lastRow.length).toBeGreaterThan(1);
  // The last row reaches the grid's right edge.
  expect(Math.max(...lastRow.map((b) => b.right))).toBeGreaterThan(grid.x + grid.width - 2);
});

test("the home description is whole: it ends with the full phone number", async ({ request }) => {
  const settings = (await (await request.get("/v1/settings")).json()).data;
  const html = await (await request.get("/")).text();
  const description = /<meta name="description" content="([^"]*)"/.exec(html)![1];
  expect(description.length).toBeLessThanOrEqual(155);
  expect(description).toContain(`Call ${settings.salesPhone}.`);
});

test("the hero's looping background video joins after the poster: muted, autoplay, loop, no controls", async ({ page }) => {
  await page.goto("/");
  const poster = page.locator('img[fetchpriority="high"]').first();
  await expect(poster).toBeVisible();
  const video = page.locator("section video");
  await expect(video).toHaveCount(1, { timeout: 15_000 });
  await expect(video).toHaveJSProperty("muted", true);
  await expect(video).toHaveJSProperty("loop", true);
  await expect(video).toHaveJSProperty("autoplay", true);
  await expect(video).toHaveAttribute("aria-hidden", "true");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.paused), { timeout: 15_000 }).toBe(true);
});
