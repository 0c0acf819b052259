import { expect, test } from "./support/test";
import { WIDTHS } from "./support/storefront.ts";

for (const width of WIDTHS) {
  test.describe(`home at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("both carousels show five products from the API and a card opens its product", async ({ page, request }) => {
      const [sales, rentals] = await Promise.all(
        ["buy", "rent"].map(async (c) => (await (await request.get(`/v1/products/products?limit=5&category=${c}`)).json()).data.products as { id: string; name: string }[]),
      );
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipping Container Sales, Rentals & Mods");
      for (const [id, products] of [["sales-carousel", sales], ["rentals-carousel", rentals]] as const) {
        const cards = page.getByTestId(id).getByRole("article");
        await expect(cards).toHaveCount(5);
        await expect(cards.getByRole("heading")).toHaveText(products.map((p) => p.name));
      }
      await expect(page.getByRole("link", { name: "Shop all containers" })).toHaveAttribute("href", "/shop/buy");
      await expect(page.getByRole("link", { name: "View all rentals" })).toHaveAttribute("href", "/shop/rent");
      await page.getByTestId("rentals-carousel").getByRole("link", { name: rentals[1].name }).click();
      await expect(page).toHaveURL(`/product/${rentals[1].id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(rentals[1].name);
    });

    test("sections appear in the spec's order with figures from settings", async ({ page, request }) => {
      const settings = (await (await request.get("/v1/settings")).json()).data;
      await page.goto("/");
      const headings = await page.locator("main h2").allTextContents();
      const order = ["Containers for sale", "Containers for rent", "Trusted by businesses", "Containers done right", `Trusted by ${settings.customers.toLocaleString("en-US")}+ Customers`, "Visualize and build your custom container", "More than a box", "Where we deliver", "Need a custom quote?", "Certified"];
      const positions = order.map((h) => headings.findIndex((x) => x.toLowerCase().startsWith(h.toLowerCase())));
      expect(positions.every((p) => p >= 0), JSON.stringify({ headings, positions })).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      await expect(page.getByText(`We are open ${settings.openingHours}`)).toBeVisible();
      await expect(page.getByRole("link", { name: "Start building now" })).toHaveAttribute("href", "/builder");
      for (const [name, href] of [["View cold storage", "/shop/cold%20storage"], ["View chassis", "/shop/chasis"], ["View add-ons", "/shop/parts"], ["View projects", "/gallery"]]) {
        await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);
      }
      await expect(page.getByRole("navigation", { name: "Container categories" }).getByRole("link")).toHaveCount(6);
    });

    test("images: the hero poster loads first, pictures below the fold are lazy and load when reached", async ({ page }) => {
      await page.goto("/");
      const hero = page.locator("main section").first().locator("img").first();
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(hero).not.toHaveAttribute("loading", "lazy");
      const card = page.getByRole("heading", { name: "Container chassis" }).locator("xpath=ancestor::li[1]").locator("img");
      await expect(card).toHaveAttribute("loading", "lazy");
      await expect(card).toHaveAttribute("width", /\d+/);
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });

    test("the home page records one visit", async ({ page }) => {
      const visit = page.waitForResponse((r) => r.url().endsWith("/v1/visits") && r.request().method() === "POST");
      await page.goto("/");
      const res = await visit;
      expect(res.status()).toBe(201);
      expect(res.request().postDataJSON()).toEqual({ path: "/" });
    });

    test("the partner marquee moves, and stands still under reduced motion", async ({ page }) => {
      await page.goto("/");
      // The track itself never stands still, so scroll by its (static) heading.
      const heading = page.getByRole("heading", { name: "Trusted by businesses across the country" });
      await heading.scrollIntoViewIfNeeded();
      const track = page.getByTestId("partner-track");
      const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
      await expect.poll(offset).toBeLessThan(-5);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.reload();
      await heading.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      expect(await offset()).toBe(0);
    });
  });
}

test.describe("navigation", () => {
  test("narrow: menu button opens the side menu, Escape closes it; cart icon goes to /cart", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/gallery");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.locator('a[href="/cart"]')).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    for (const name of ["Buy", "Rent", "Cold storage", "Parts", "Customizations", "Chasis & trailers", "Gallery", "Delivery", "Inventory", "Contact us", "Cart", "My account", "Search", "Feedback"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Delivery" }).click();
    await expect(page).toHaveURL("/delivery");
    await expect(menu).toBeHidden();
  });

  test("wide: full navigation, phone and cart to /dashboard/cart; the side menu is docked on the home page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Buy", "Rent", "Cold storage", "Parts", "Customizations", "Chasis & trailers", "Gallery", "Delivery", "Inventory"]);
    await expect(page.locator('header a[href="/dashboard/cart"]')).toBeVisible();
    await expect(page.locator('header a[href^="tel:"]')).toBeVisible();
    const docked = page.getByRole("complementary", { name: "Side menu" });
    await expect(docked).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(docked).toBeHidden();
    await nav.getByRole("link", { name: "Rent" }).click();
    await expect(page).toHaveURL("/shop/rent");
    await expect(page.getByRole("complementary", { name: "Side menu" })).toBeHidden();
  });

  test("/cart redirects to the dashboard cart", async ({ request }) => {
    const res = await request.get("/cart", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe("/dashboard/cart");
  });

  test("an unknown page is a 404 inside the site frame", async ({ page }) => {
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.locator("footer")).toBeVisible();
  });
});
