import { expect, test } from "./support/test";
import { customerWithCart } from "./support/customer-with-cart.ts";
import { type Customer, signIn } from "./support/dashboard-customer.ts";
import { htmlErrors, hydratedHtml } from "./support/html-validate.ts";
import { productBySku } from "./support/storefront.ts";

/*
 * html-validate's `standard` preset finds no error on the public pages and the dashboard tabs (issue 48, ADR 083):
 * in the server's HTML (what a crawler and a validator read) and in the hydrated page's DOM written back out
 * (what React made of it in the browser). Every error is printed with its rule, page, line and column.
 */

const PUBLIC = [
  "/", "/shop", "/shop/buy", "/shop/rent", "/shop/cold%20storage", "/shop/parts", "/shop/chasis", "/shop/new", "/shop/hazmat%20storage",
  "/shop/conjoined%20containers", "/shop/office%20containers", "/shop/40ft", "/shop?focus=search", "/gallery", "/inventory", "/builder", "/delivery",
  "/contact", "/feedback", "/auth", "/auth?tab=register", "/cart", "/checkout/success", "/checkout/cancel", "/no-such-page",
];
const TABS = ["/dashboard", "/dashboard/cart", "/dashboard/orders", "/dashboard/invoices", "/dashboard/rentals", "/dashboard/offers", "/dashboard/address", "/dashboard/payment", "/dashboard/edits", "/dashboard/designs"];

async function publicPaths(request: Parameters<typeof productBySku>[0]) {
  const container = await productBySku(request, "BX-MULTI");
  const reefer = await productBySku(request, "BX-BF40");
  const part = await productBySku(request, "BX-P-LOCKBOX");
  return [...PUBLIC, `/product/${container.id}`, `/product/${reefer.id}`, `/product/${part.id}`];
}

test("the check itself finds an error: a duplicate id and a stray end tag are reported by rule, page and line", async () => {
  const page = `<!doctype html>\n<html lang="en"><head><title>t</title></head>\n<body><p id="a"></p>\n<p id="a"></p></div></body></html>`;
  expect(await htmlErrors(page, "sample")).toEqual([
    'no-dup-id @ sample:4:8 Duplicate ID "a" (html > body > p:nth-child(2))',
    "close-order @ sample:4:16 Stray end tag '</div>'",
  ]);
});

let customer: Customer;
test.beforeAll(async ({ request }) => {
  customer = await customerWithCart(request);
});

// Some thirty pages, each validated twice: more than the default minute on a shared machine.
test.slow();

test("the server's HTML of every public page and the signed-out dashboard validates", async ({ request }) => {
  const found: string[] = [];
  for (const path of [...(await publicPaths(request)), "/dashboard", "/dashboard/cart"]) {
    const res = await request.get(path);
    expect(res.headers()["content-type"], path).toContain("text/html");
    found.push(...(await htmlErrors(await res.text(), `served ${path}`)));
  }
  expect(found, found.join("\n")).toEqual([]);
});

test("the hydrated DOM of every public page validates", async ({ page, request }) => {
  const found: string[] = [];
  for (const path of await publicPaths(request)) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    found.push(...(await htmlErrors(await hydratedHtml(page), `hydrated ${path}`)));
  }
  expect(found, found.join("\n")).toEqual([]);
});

test("the side menu, open on a phone, validates", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
  const found = await htmlErrors(await hydratedHtml(page), "hydrated / with the side menu open");
  expect(found, found.join("\n")).toEqual([]);
});

test("the hydrated DOM of every dashboard tab validates, signed in with a cart", async ({ page }) => {
  await signIn(page, customer);
  const found: string[] = [];
  for (const path of TABS) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    found.push(...(await htmlErrors(await hydratedHtml(page), `hydrated ${path}`)));
  }
  expect(found, found.join("\n")).toEqual([]);
});
