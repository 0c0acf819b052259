import { expect, test } from "./support/test";
import { WIDTHS } from "./support/storefront.ts";

const PAGES = [
  { path: "/gallery", h1: "Container Gallery & Case Studies" },
  { path: "/inventory", h1: "Available Container Inventory" },
  { path: "/delivery", h1: "Nationwide Container Delivery & Logistics" },
  { path: "/contact", h1: "Talk to a container specialist" },
  { path: "/feedback", h1: "How did we do?" },
];

for (const width of WIDTHS) {
  test.describe(`info pages at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const p of PAGES) {
      test(`${p.path} has its heading, header, footer, title, description and canonical`, async ({ page }) => {
        const res = await page.goto(p.path);
        expect(res?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.h1);
        await expect(page.locator("header").first()).toBeVisible();
        await expect(page.locator("footer#footer")).toBeVisible();
        await expect(page).toHaveTitle(/ \| /);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${p.path}$`));
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        expect(description?.length).toBeGreaterThan(50);
        expect(description!.length).toBeLessThanOrEqual(155);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      });
    }

    test("inventory shows live counts from the database and links into the shop", async ({ page, request }) => {
      const inv = (await (await request.get("/v1/products/inventory")).json()).data;
      await page.goto("/inventory");
      for (const c of [...inv.byCategory, ...inv.bySize]) await expect(page.getByTestId(`count-${c.value}`).first()).toHaveText(String(c.count));
      await page.getByRole("link", { name: /Hazmat Storage/ }).click();
      await expect(page).toHaveURL("/shop/hazmat%20storage");
    });

    test("gallery shows the projects with pictures; delivery shows the trucks and the service area", async ({ page }) => {
      await page.goto("/gallery");
      const images = page.locator("main article img");
      await expect(images).toHaveCount(6);
      await expect(images.first()).toHaveJSProperty("complete", true);
      await page.goto("/delivery");
      for (const t of ["Tilt-bed truck", "Flatbed truck", "Crane truck", "West Coast", "Mid West", "East Coast", "Terms of sale and delivery"]) {
        await expect(page.getByRole("heading", { name: t })).toBeVisible();
      }
    });
  });
}

test("contact shows phone, e-mail, hours and headquarters from settings and the quote form", async ({ page, request }) => {
  const s = (await (await request.get("/v1/settings")).json()).data;
  await page.goto("/contact");
  const main = page.locator("main");
  for (const text of [s.salesPhone, s.salesEmail, s.openingHours, s.headquarters]) await expect(main.getByText(text).first()).toBeVisible();
  await expect(page.locator("#quote form")).toBeVisible();
  await expect(page.locator("#documents")).toContainText("W-9");
});

test("the footer shows the newsletter, the navigate list and the contact details", async ({ page, request }) => {
  const s = (await (await request.get("/v1/settings")).json()).data;
  await page.goto("/gallery");
  const footer = page.locator("footer#footer");
  await expect(footer.getByRole("navigation", { name: "Navigate" }).getByRole("link")).toHaveText([
    // No "Blog": there is none, and the link went to /gallery (issue 48).
    "W-9", "Credit application", "Terms", "Containers for sale", "Rent storage and offices", "Cold storage", "About", "Contact", "My account", "Search",
  ]);
  await expect(footer.getByRole("link", { name: "My account" })).toHaveAttribute("href", "/auth");
  await expect(footer.getByRole("button", { name: "Sign up" })).toBeVisible();
  await expect(footer).toContainText(s.headquarters);
  await expect(footer).toContainText(s.salesPhone);
});
