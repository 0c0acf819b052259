import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { WIDTHS, productBySku, usd } from "./support/storefront.ts";

const group = (page: Page, legend: string) => page.getByRole("group", { name: legend });
const total = (page: Page) => page.getByTestId("total-price");
const unit = (page: Page) => page.getByTestId("unit-price");
const mainImage = (page: Page) => page.locator("main img").first();

for (const width of WIDTHS) {
  test.describe(`product page at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("selection rules: no preselection with several sizes, conditions follow the size, prices fall back", async ({ page, request }) => {
      const p = await productBySku(request, "BX-MULTI");
      await page.goto(`/product/${p.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.name);
      await expect(page.getByText(`SKU: ${p.sku}`)).toBeVisible();
      await expect(unit(page)).toHaveText(usd(p.price));
      await expect(group(page, "Size").getByRole("button", { pressed: true })).toHaveCount(0);
      await expect(group(page, "Condition")).toHaveCount(0);

      await group(page, "Size").getByRole("button", { name: /^40ft High Cube/ }).click();
      const dim = p.dimensions[2];
      await expect(unit(page)).toHaveText(usd(dim.price!));
      await expect(group(page, "Condition").getByRole("button")).toHaveCount(dim.conditions.length);
      const usedImageBefore = await mainImage(page).getAttribute("src");
      await group(page, "Condition").getByRole("button", { name: /^Used \(Cargo-Worthy\)/ }).click();
      await expect(unit(page)).toHaveText(usd(dim.conditions[1].price!));
      await expect.poll(() => mainImage(page).getAttribute("src")).not.toBe(usedImageBefore);

      await group(page, "Size").getByRole("button", { name: /^20ft/ }).click();
      await expect(group(page, "Condition").getByRole("button", { pressed: true })).toHaveCount(0);
      await expect(unit(page)).toHaveText(usd(p.dimensions[0].price!));
      await expect(mainImage(page)).toHaveAttribute("src", usedImageBefore!);
    });

    test("a single size is preselected; a part shows neither size nor condition", async ({ page, request }) => {
      const one = await productBySku(request, "BX-S20");
      await page.goto(`/product/${one.id}`);
      await expect(group(page, "Size").getByRole("button", { pressed: true })).toHaveText(new RegExp(`^${one.dimensions[0].dimension}`));
      await expect(group(page, "Condition").getByRole("button")).toHaveCount(one.dimensions[0].conditions.length);
      const part = await productBySku(request, "BX-P-LOCKBOX");
      await page.goto(`/product/${part.id}`);
      await expect(group(page, "Size")).toHaveCount(0);
      await expect(group(page, "Condition")).toHaveCount(0);
      await expect(unit(page)).toHaveText(usd(part.price));
    });

    test("total = unit × quantity + delivery ('from' price without a ZIP); quantity never below 1, non-numeric becomes 1", async ({ page, request }) => {
      const p = await productBySku(request, "BX-S40");
      const cond = p.dimensions[0].conditions[0];
      const crane = p.delivery.find((d) => d.method === "crane")!;
      await page.goto(`/product/${p.id}`);
      await group(page, "Condition").getByRole("button", { name: new RegExp(`^${cond.condition.replace(/[()]/g, "\\$&")}`) }).click();
      await expect(total(page)).toHaveText(usd(cond.price!));
      await page.getByRole("radio", { name: /^crane/ }).check();
      await expect(total(page)).toHaveText(usd(cond.price! + crane.price));
      const qty = page.getByRole("textbox", { name: "Quantity" });
      await page.getByRole("button", { name: "Increase quantity" }).click();
      await page.getByRole("button", { name: "Increase quantity" }).click();
      await expect(qty).toHaveValue("3");
      await expect(total(page)).toHaveText(usd(cond.price! * 3 + crane.price));
      await qty.fill("abc");
      await expect(total(page)).toHaveText(usd(cond.price! + crane.price));
      await qty.blur();
      await expect(qty).toHaveValue("1");
      await expect(page.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
      await qty.fill("0");
      await qty.blur();
      await expect(qty).toHaveValue("1");
      await qty.fill("12");
      await expect(total(page)).toHaveText(usd(cond.price! * 12 + crane.price));
    });

    test("Add to Cart: delivery required, anonymous visitors go to /auth", async ({ page, request }) => {
      const p = await productBySku(request, "BX-S10");
      await page.goto(`/product/${p.id}`);
      await page.getByRole("button", { name: "Add to Cart" }).click();
      const warning = page.getByRole("dialog", { name: "Delivery Method Required" });
      await expect(warning).toContainText("Please select a delivery method.");
      await warning.getByRole("button", { name: "OK" }).click();
      await expect(warning).toBeHidden();
      await page.getByRole("radio", { name: /^tilt-bed/ }).check();
      await page.getByRole("button", { name: "Add to Cart" }).click();
      const condition = page.getByRole("dialog", { name: "Condition Required" });
      await expect(condition).toContainText("Please select a condition.");
      await condition.getByRole("button", { name: "OK" }).click();
      await group(page, "Condition").getByRole("button").first().click();
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page).toHaveURL("/auth");
    });
  });
}

test("Add to Cart after the session ended elsewhere shows 'Login Required'", async ({ page, request }) => {
  const customer = await registerCustomer(request, "Logged Out Elsewhere");
  await signIn(page, customer);
  const p = await productBySku(request, "BX-P-LOCKBOX");
  await page.goto(`/product/${p.id}`);
  // A part ships by parcel, chosen already (issue 48 point 5).
  await expect(page.getByRole("group", { name: "Shipping" })).toContainText("Parcel shipping");
  // The page still holds the token; the server no longer knows it.
  const out = await request.post("/v1/user/logout", { headers: { Authorization: `Bearer ${customer.token}` } });
  expect(out.ok()).toBeTruthy();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const dialog = page.getByRole("dialog", { name: "Login Required" });
  await expect(dialog).toContainText("You need to log in to add items to your cart.");
  await dialog.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL("/auth");
});

test("Add to Cart for a signed-in customer confirms, links to the cart and updates the header count", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const customer = await registerCustomer(request, "Storefront Shopper");
  await signIn(page, customer);
  const p = await productBySku(request, "BX-MULTI");
  await page.goto(`/product/${p.id}`);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await group(page, "Size").getByRole("button", { name: /^40ft/ }).first().click();
  await group(page, "Condition").getByRole("button", { name: /^Refurbished/ }).click();
  await page.getByRole("radio", { name: /^tilt-bed/ }).check();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  const posted = page.waitForRequest((r) => r.url().endsWith("/v1/user/cart") && r.method() === "POST");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const body = (await posted).postDataJSON();
  expect(body).toMatchObject({
    productId: p.id,
    name: p.name,
    basePrice: p.price,
    quantity: 2,
    selectedDimension: { dimension: "40ft", priceAdjustment: p.dimensions[1].price },
    selectedCondition: { condition: "Refurbished", priceAdjustment: 0 },
    selectedDelivery: { method: "tilt-bed", price: p.delivery.find((d) => d.method === "tilt-bed")!.price },
    itemPrice: p.dimensions[1].conditions.find((c) => c.condition === "Refurbished")!.price,
  });
  const dialog = page.getByRole("dialog", { name: "Added to cart" });
  await expect(dialog).toBeVisible();
  await expect(page.locator("header").getByTestId("cart-count").last()).toHaveText(/^\d+$/);
  await dialog.getByRole("link", { name: "View cart" }).click();
  await expect(page).toHaveURL("/dashboard/cart");
});

test("an unknown product is a 404 'Product not found'", async ({ page }) => {
  const res = await page.goto("/product/00000000-0000-4000-8000-000000000000");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product not found");
  await expect(page.getByRole("link", { name: "Browse all products" })).toHaveAttribute("href", "/shop");
});

test("tabs switch between description and specifications, also by keyboard", async ({ page, request }) => {
  const p = await productBySku(request, "BX-S20");
  await page.goto(`/product/${p.id}`);
  const tabs = page.getByRole("tablist", { name: "Product information" });
  await expect(page.getByRole("tabpanel")).toContainText("Every unit is inspected");
  await tabs.getByRole("tab", { name: "Description" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Specifications" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("External length");
});

test("'Have questions? Get a quote' scrolls to the quote form", async ({ page, request }) => {
  const p = await productBySku(request, "BX-S20");
  await page.goto(`/product/${p.id}`);
  await page.getByText("Have questions? Get a quote").scrollIntoViewIfNeeded();
  await page.getByRole("link", { name: "Get a quote" }).first().click();
  await expect(page.locator("#quote")).toBeInViewport();
});
