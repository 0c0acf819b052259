import { expect, test } from "./support/test";
import { signInAdmin } from "./support/admin.ts";
import { customerWithCart } from "./support/customer-with-cart.ts";
import { type Customer, signIn } from "./support/dashboard-customer.ts";
import { axeFindings, pageStructureProblems } from "./support/page-structure.ts";
import { WIDTHS, productBySku } from "./support/storefront.ts";

/*
 * The page structure a validator and a screen reader rely on (issue 48, point 12): unique ids, references that
 * resolve, one <main>, headings from h1 down without a skipped level, no axe violation of any impact. Checked in the
 * hydrated page and, for the public pages, in the server's HTML alone (JavaScript off), which is what a validator
 * and a crawler read. The dashboard tabs are checked signed in, with a container and a part in the cart.
 */

const PUBLIC = ["/", "/shop", "/gallery", "/inventory", "/delivery", "/contact", "/feedback", "/auth", "/auth?tab=register", "/builder", "/checkout/success", "/checkout/cancel"];
const TABS = ["/dashboard", "/dashboard/cart", "/dashboard/orders", "/dashboard/invoices", "/dashboard/rentals", "/dashboard/offers", "/dashboard/address", "/dashboard/payment", "/dashboard/edits", "/dashboard/designs"];

async function publicPaths(request: Parameters<typeof productBySku>[0]) {
  const container = await productBySku(request, "BX-MULTI");
  const part = await productBySku(request, "BX-P-LOCKBOX");
  return [...PUBLIC, `/product/${container.id}`, `/product/${part.id}`];
}

let customer: Customer;
test.beforeAll(async ({ request }) => {
  customer = await customerWithCart(request);
});

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // A dozen pages, each with axe: more than the default minute on a shared machine.
    test.slow();

    test("public pages: unique ids, references that resolve, one main, headings in order, no axe violation", async ({ page, request }) => {
      const found: string[] = [];
      for (const path of await publicPaths(request)) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        found.push(...(await pageStructureProblems(page)).map((p) => `${path}: ${p}`));
        found.push(...(await axeFindings(page)).map((p) => `${path}: ${p}`));
      }
      expect(found).toEqual([]);
    });

    test("the server's HTML of the public pages and the signed-out cart holds the same structure", async ({ browser, request }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of [...(await publicPaths(request)), "/cart", "/dashboard/cart"]) {
        await page.goto(path, { waitUntil: "domcontentloaded" });
        found.push(...(await pageStructureProblems(page)).map((p) => `${path}: ${p}`));
      }
      await context.close();
      expect(found).toEqual([]);
    });

    test("every dashboard tab: the side panels once, unique ids, headings from the tab's h1, no axe violation", async ({ page }) => {
      await signIn(page, customer);
      const found: string[] = [];
      for (const path of TABS) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        found.push(...(await pageStructureProblems(page)).map((p) => `${path}: ${p}`));
        found.push(...(await axeFindings(page, ["aria-prohibited-attr", "label-content-name-mismatch"])).map((p) => `${path}: ${p}`));
      }
      expect(found).toEqual([]);
    });
  });
}

test("the cart's picture links are named after their line", async ({ page }) => {
  await signIn(page, customer);
  await page.goto("/dashboard/cart");
  const lines = page.getByTestId("cart-item");
  await expect(lines).toHaveCount(2);
  for (const line of await lines.all()) {
    const name = (await line.getByRole("button", { name: /^Remove / }).getAttribute("aria-label"))!.replace(/^Remove /, "");
    // One way to the product for a screen reader: the picture link carries the name, its picture is decoration.
    for (const link of await line.getByRole("link").all()) await expect(link).toHaveAccessibleName(name);
    await expect(line.getByRole("img")).toHaveCount(0);
  }
});

test("the delivery choices show at once, before the server answers", async ({ page }) => {
  await signIn(page, customer);
  await page.goto("/dashboard/cart");
  // Every save is held until the test lets go: what the page shows meanwhile is the customer's choice.
  const held: (() => void)[] = [];
  await page.route("**/v1/user/cart/delivery", async (route) => {
    if (route.request().method() === "PUT") await new Promise<void>((resolve) => held.push(resolve));
    // A save the next change replaced was given up by the page: nothing left to continue.
    await route.continue().catch(() => {});
  });
  const away = page.getByRole("radio", { name: "Doors away from the cab" });
  const concrete = page.getByRole("radio", { name: "Concrete or asphalt" });
  const clearance = page.getByRole("checkbox", { name: /room to back in and unload/ });
  await expect(clearance).toBeChecked();
  await away.click();
  await expect(away).toBeChecked({ timeout: 1_000 });
  await concrete.click();
  await expect(concrete).toBeChecked({ timeout: 1_000 });
  await expect(away).toBeChecked();
  await clearance.click();
  await expect(clearance).not.toBeChecked({ timeout: 1_000 });
  expect(held.length).toBeGreaterThan(0);
  for (const go of held) go();
  await page.unroute("**/v1/user/cart/delivery");
  // The last save carried all three choices; the cart read back after it shows them.
  await page.reload();
  await expect(away).toBeChecked();
  await expect(concrete).toBeChecked();
  await expect(clearance).not.toBeChecked();
});

test("/admin/settings: axe judges every text's contrast (nothing left for review)", async ({ page, request }) => {
  await signInAdmin(page, request);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Store and contact" })).toBeVisible();
    expect(await axeFindings(page, ["color-contrast"])).toEqual([]);
  }
});
