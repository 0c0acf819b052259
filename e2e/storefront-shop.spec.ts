import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { WIDTHS } from "./support/storefront.ts";

type Summary = { id: string; name: string; price: number };
const apiList = async (page: Page, query: string) => {
  const res = await page.request.get(`/v1/products/products?limit=7&${query}`);
  return (await res.json()).data as { products: Summary[]; pagination: { totalProducts: number; totalPages: number } };
};

/** On narrow screens the filters live behind the Filters toggle. */
async function openFilters(page: Page, width: number) {
  if (width < 1024) await page.getByRole("button", { name: "Filters" }).click();
  return page.getByRole("region", { name: "Filters" });
}

const cardNames = (page: Page) => page.getByRole("region", { name: "Products" }).getByRole("article").getByRole("heading");

for (const width of WIDTHS) {
  test.describe(`shop at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("lists seven products server-side with the counts heading", async ({ page }) => {
      const all = await apiList(page, "");
      await page.goto("/shop");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Products");
      await expect(page.getByText(`Showing 7 of ${all.pagination.totalProducts} products`)).toBeVisible();
      await expect(cardNames(page)).toHaveText(all.products.map((p) => p.name));
      if (width < 1024) await expect(page.getByRole("region", { name: "Filters" })).toBeHidden();
    });

    test("a size filter applies, resets paging, and clicking it again deselects it", async ({ page }) => {
      const sized = await apiList(page, "size=20ft");
      await page.goto("/shop?page=2");
      const filters = await openFilters(page, width);
      const button = filters.getByRole("button", { name: "20ft", exact: true });
      await button.click();
      await expect(page).toHaveURL("/shop?size=20ft");
      await expect(page.getByText(`Showing 7 of ${sized.pagination.totalProducts} products`)).toBeVisible();
      await expect(cardNames(page)).toHaveText(sized.products.map((p) => p.name));
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await button.click();
      await expect(page).toHaveURL("/shop");
      await expect(button).toHaveAttribute("aria-pressed", "false");
    });

    test("category and sort buttons combine in the URL; the category lives in the path", async ({ page }) => {
      const cold = await apiList(page, "category=cold%20storage&sort=price_asc");
      await page.goto("/shop");
      const filters = await openFilters(page, width);
      await filters.getByRole("button", { name: "Cold Storage" }).click();
      await expect(page).toHaveURL("/shop/cold%20storage");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Category: cold storage");
      await filters.getByRole("button", { name: "Price: Low to High" }).click();
      await expect(page).toHaveURL("/shop/cold%20storage?sort=price_asc");
      await expect(cardNames(page)).toHaveText(cold.products.map((p) => p.name));
      await filters.getByRole("button", { name: "Cold Storage" }).click();
      await expect(page).toHaveURL("/shop?sort=price_asc");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Products");
    });

    test("search: buttons wait for the submit, the term is trimmed, an empty submit clears it", async ({ page }) => {
      const found = await apiList(page, "search=hazmat");
      await page.goto("/shop");
      const filters = await openFilters(page, width);
      const box = filters.getByRole("searchbox", { name: "Search" });
      await box.fill("  hazmat  ");
      await expect(filters.getByRole("button", { name: "40ft", exact: true })).toBeDisabled();
      await box.press("Enter");
      await expect(page).toHaveURL("/shop?search=hazmat");
      await expect(filters.getByRole("button", { name: "40ft", exact: true })).toBeEnabled();
      await expect(cardNames(page)).toHaveText(found.products.map((p) => p.name));
      await box.fill("");
      await filters.getByRole("button", { name: "Search products" }).click();
      await expect(page).toHaveURL("/shop");
    });

    test("paging: next and previous, disabled at the ends, page changes scroll to the top", async ({ page }) => {
      const all = await apiList(page, "");
      const last = all.pagination.totalPages;
      await page.goto("/shop");
      const pager = page.getByRole("navigation", { name: "Pagination" });
      await expect(pager.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
      await pager.scrollIntoViewIfNeeded();
      await pager.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL("/shop?page=2");
      const page2 = await apiList(page, "page=2");
      await expect(cardNames(page)).toHaveText(page2.products.map((p) => p.name));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      if (width < 1024) await expect(pager.getByText(`Page 2 of ${last}`)).toBeVisible();
      else await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await pager.getByRole("link", { name: "Previous" }).click();
      await expect(page).toHaveURL("/shop");
      await page.goto(`/shop?page=${last}`);
      await expect(pager.getByText("Next")).toHaveAttribute("aria-disabled", "true");
      await page.goto(`/shop?page=${last + 5}`);
      await expect(page.getByText("No products match these filters.")).toBeVisible();
    });

    test("a card's Add to cart opens the product page", async ({ page }) => {
      const all = await apiList(page, "");
      await page.goto("/shop");
      await page.getByRole("button", { name: `Add to cart: ${all.products[2].name}` }).click();
      await expect(page).toHaveURL(`/product/${all.products[2].id}`);
    });
  });
}

test("shop link values render their selection, an unknown one is a 404", async ({ page }) => {
  for (const value of ["hazmat storage", "new", "buy", "40ft", "ground level office"]) {
    const expected = await apiList(page, `category=${encodeURIComponent(value)}`);
    await page.goto(`/shop/${encodeURIComponent(value)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Category: ${value}`);
    await expect(page.getByText(`of ${expected.pagination.totalProducts} products`)).toBeVisible();
    await expect(cardNames(page).first()).toHaveText(expected.products[0].name);
  }
  const res = await page.goto("/shop/boats");
  expect(res?.status()).toBe(404);
});

test("the side menu's Search opens the shop with the search box focused", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/shop?focus=search");
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeFocused();
});
