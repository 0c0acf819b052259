import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { bookCartDeliveryByApi } from "./support/cart-delivery.ts";
import { adminSession, signInAdmin } from "./support/admin.ts";
import { registerCustomer } from "./support/dashboard-customer.ts";

/* The yard in the admin: depots are added and closed, a product's stock grid is edited and the Stock screen shows it. */

type Product = { id: string; name: string; sku: string | null };

async function someProduct(request: APIRequestContext, search = "Container Vents"): Promise<Product> {
  const res = await request.get(`/v1/products/products?limit=1&search=${encodeURIComponent(search)}`);
  return (await res.json()).data.products[0] as Product;
}

/** Saves the page as a PNG next to the test's results, to be looked at (not compared). */
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** True when the page needs sideways scrolling at its width. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

test("an admin adds a depot, closes it, edits a product's stock grid and finds the quantity on the Stock screen", async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const city = `Testfield ${tag}`;
  await signInAdmin(page, request);
  await page.goto("/admin/depots");
  await expect(page.getByRole("heading", { name: "Depots", level: 1 })).toBeVisible();
  await expect(page.getByRole("cell", { name: /Houston, TX/ })).toBeVisible();

  await page.getByRole("button", { name: "Add depot" }).click();
  const form = page.getByRole("dialog", { name: "Add depot" });
  // Nothing typed: the server's field messages appear under the fields.
  await form.getByRole("button", { name: "Add depot" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("Enter a 5-digit ZIP code")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await shot(page, "depot-form-errors-1280");

  await form.getByLabel("Name").fill(`Yard ${tag}`);
  await form.getByLabel("City").fill(city);
  await form.getByLabel("State").fill("tx");
  await form.getByLabel("ZIP").fill("75001");
  await form.getByLabel("Region").selectOption("Mid West");
  await form.getByLabel("Sat").check();
  await form.getByLabel("crane").fill("3");
  await form.getByRole("button", { name: "Add depot" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: `Depot “Yard ${tag}” added.` })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `Yard ${tag}` });
  await expect(row).toContainText(`${city}, TX`);
  await expect(row).toContainText("Mon–Sat");
  await expect(row).toContainText("crane: 3");
  await expect(row).toContainText("Open");

  await row.getByRole("button", { name: `Close Yard ${tag}` }).click();
  const confirm = page.getByRole("dialog", { name: "Close depot" });
  await expect(confirm).toContainText("no longer sold");
  await confirm.getByRole("button", { name: "Close depot" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "closed" })).toBeVisible();
  await expect(row).toContainText("Closed");
  await expect(row.getByRole("button", { name: `Reopen Yard ${tag}` })).toBeVisible();
  const closed = (await (await request.get("/v1/depots")).json()).data.find((d: { city: string }) => d.city === city);
  expect(closed.open).toBe(false);

  // The product's Stock tab: change Houston's quantity of the first variant and save the grid.
  const product = await someProduct(request);
  await page.goto(`/admin/products?search=${encodeURIComponent(product.name)}`);
  await page.getByRole("button", { name: `Edit ${product.name}` }).first().click();
  const modal = page.getByRole("dialog", { name: "Edit product" });
  await modal.getByRole("tab", { name: "Stock" }).click();
  const houston = modal.getByLabel("Houston, TX");
  await expect(houston).toBeVisible();
  // Below what is held (or negative) is refused before anything is sent.
  await houston.fill("-1");
  await modal.getByRole("button", { name: "Save stock" }).click();
  await expect(modal.getByText("Enter a whole number, 0 or more")).toBeVisible();
  const quantity = String(40 + Math.floor(Math.random() * 50));
  await houston.fill(quantity);
  // A look at another tab keeps what was typed.
  await modal.getByRole("tab", { name: "Basic" }).click();
  await expect(houston).toBeHidden();
  await modal.getByRole("tab", { name: "Stock" }).click();
  await expect(houston).toHaveValue(quantity);
  await modal.getByRole("button", { name: "Save stock" }).click();
  await expect(modal.getByText("Stock saved.")).toBeVisible();
  await expect(houston).toHaveValue(quantity);
  await modal.getByRole("tab", { name: "Stock" }).scrollIntoViewIfNeeded();
  await shot(page, "product-stock-tab-1280");

  const depotId = (await (await request.get("/v1/depots")).json()).data.find((d: { city: string }) => d.city === "Houston").id;
  await page.goto(`/admin/stock?lowOnly=false&depotId=${depotId}&search=${encodeURIComponent(product.name)}`);
  const stockRow = page.getByRole("row").filter({ hasText: product.name }).filter({ hasText: "Houston, TX" }).filter({ has: page.getByRole("cell", { name: quantity, exact: true }) });
  await expect(stockRow.first()).toBeVisible();
});

test("at 375 px the depots, the product's Stock tab and the Stock screen need no sideways scrolling", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAdmin(page, request);
  await page.goto("/admin/depots");
  await expect(page.getByRole("listitem").filter({ hasText: "Houston, TX" }).first()).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await shot(page, "depots-375");

  // A product with several variants: the grid shows one variant at a time, picked by name.
  const product = await someProduct(request, "10ft Storage Container");
  await page.goto(`/admin/products?search=${encodeURIComponent(product.name)}`);
  await page.getByRole("button", { name: `Edit ${product.name}` }).first().click();
  const modal = page.getByRole("dialog", { name: "Edit product" });
  await modal.getByRole("tab", { name: "Stock" }).click();
  await expect(modal.getByLabel("Houston, TX")).toBeVisible();
  expect(await modal.getByLabel("Variant").locator("option").count()).toBeGreaterThan(1);
  // All six tabs lie inside the 375 px screen.
  for (const tab of await modal.getByRole("tab").all()) {
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  }
  await expect(modal.getByRole("tab")).toHaveCount(6);
  await shot(page, "product-stock-tab-375");

  await page.goto("/admin/stock?lowOnly=false");
  const card = page.getByRole("list", { name: "Stock rows" }).getByRole("listitem").first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(/for sale/);
  expect(await scrollsSideways(page)).toBe(false);
  await shot(page, "stock-375");
});

test("units held by an open checkout show in the Stock tab, and a quantity below them is refused before sending", async ({ page, request }) => {
  const product = await someProduct(request);
  const admin = await adminSession(request);
  const miami = (await (await request.get("/v1/depots")).json()).data.find((d: { city: string }) => d.city === "Miami");
  const put = await request.put(`/v1/admin/products/${product.id}/stock`, { headers: { Authorization: `Bearer ${admin.token}` }, data: { stock: [{ depotId: miami.id, quantity: 5 }] } });
  expect(put.ok(), await put.text()).toBeTruthy();

  // A Miami buyer opens a checkout for two units: they are held at the Miami depot.
  const buyer = await registerCustomer(request, "Casey Holder");
  const headers = { Authorization: `Bearer ${buyer.token}` };
  expect((await request.post("/v1/user/addresses", { headers, data: { street: "500 Port Blvd", city: "Miami", state: "FL", postalCode: "33132", isDefault: true } })).ok()).toBeTruthy();
  const detail = (await (await request.get(`/v1/products/${product.id}`)).json()).data;
  const delivery = detail.delivery?.[0];
  const line = { productId: product.id, name: product.name, basePrice: detail.price, quantity: 2, image: "", selectedDimension: null, selectedCondition: null, selectedDelivery: delivery ? { method: delivery.method, price: delivery.price } : null, itemPrice: 0, totalPrice: 0 };
  const added = await request.post("/v1/user/cart", { headers, data: line });
  expect(added.ok(), await added.text()).toBeTruthy();
  const cart = await bookCartDeliveryByApi(request, buyer.token);
  const session = await request.post("/v1/user/checkout/sandbox/session", { headers, data: cart });
  expect(session.ok(), await session.text()).toBeTruthy();

  await signInAdmin(page, request);
  await page.goto(`/admin/products?search=${encodeURIComponent(product.name)}`);
  await page.getByRole("button", { name: `Edit ${product.name}` }).first().click();
  const modal = page.getByRole("dialog", { name: "Edit product" });
  await modal.getByRole("tab", { name: "Stock" }).click();
  const cell = modal.getByLabel("Miami, FL");
  await expect(cell).toHaveValue("5");
  await expect(modal.getByText("2 held by open checkouts")).toBeVisible();
  let puts = 0;
  page.on("request", (r) => r.method() === "PUT" && r.url().includes("/stock") && puts++);
  await cell.fill("1");
  await modal.getByRole("button", { name: "Save stock" }).click();
  await expect(modal.getByText("2 held by open checkouts; cannot be lower")).toBeVisible();
  await expect(cell).toHaveAttribute("aria-invalid", "true");
  expect(puts).toBe(0);
  await cell.fill("2");
  await modal.getByRole("button", { name: "Save stock" }).click();
  await expect(modal.getByText("Stock saved.")).toBeVisible();
  expect(puts).toBe(1);

  // The buyer gives up: the hold goes back, so later tests find the depot's stock free.
  const cancelled = await request.post("/v1/user/checkout/cancel", { headers, data: { invoiceId: (await session.json()).data.invoiceId } });
  expect(cancelled.ok(), await cancelled.text()).toBeTruthy();
});
