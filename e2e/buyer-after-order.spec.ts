import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { newAdmin } from "./support/admin.ts";
import { type Customer, registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { readMail } from "./support/mail-catcher.ts";
import { createPaidOrder } from "./support/paid-order.ts";
import { inStockSelection } from "./support/storefront.ts";

/* Issue 48, points 7, 8 and 13: what a buyer sees after the first order. */

// One unbroken 500-character "word", the longest site note the cart takes.
const LONG_NOTE = "Gatecode".repeat(62) + "1234";
let customer: Customer;

test.beforeAll(async ({ request }) => {
  customer = await registerCustomer(request, "Long Note Buyer");
  await createPaidOrder(request, customer.token, { booking: { doorFacing: "cab", siteNotes: LONG_NOTE } });
});

test.beforeEach(async ({ context, page }) => {
  await context.addInitScript(() => {
    window.print = () => {};
  });
  await signIn(page, customer);
});

test("a 500-character unbroken site note wraps on the 375 px orders page and in the printed receipt", async ({ context, page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/dashboard/orders");
  await expect(page.getByTestId("order-delivery").first()).toContainText(LONG_NOTE.slice(0, 40));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Print receipt" }).first().click();
  const receipt = await opened;
  await receipt.waitForLoadState();
  await expect(receipt.locator("body")).toContainText(LONG_NOTE.slice(0, 40));
  const width = await receipt.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(width.scroll).toBeLessThanOrEqual(width.view);
});

async function addLine(request: APIRequestContext, token: string) {
  const { product, dimension, condition } = await inStockSelection(request, { zip: "33132", miles: 120 });
  const res = await request.post("/v1/user/cart", {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId: product.id, name: product.name, basePrice: product.price, quantity: 1, image: "", selectedDimension: dimension ? { dimension } : null, selectedCondition: condition ? { condition } : null, selectedDelivery: { method: product.delivery[0].method, price: 0 }, itemPrice: 0, totalPrice: 0 },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test("site notes and door facing carried over from the last order say so, and clear with one button", async ({ page, request }) => {
  await addLine(request, customer.token);
  await page.goto("/dashboard/cart");
  const carried = page.getByTestId("site-from-last-order");
  await expect(carried).toContainText("from your last order");
  await expect(page.getByRole("radio", { name: "Doors towards the truck cab" })).toBeChecked();
  await expect(page.getByLabel("Site notes for the driver (optional)")).toHaveValue(LONG_NOTE);
  await carried.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByLabel("Site notes for the driver (optional)")).toHaveValue("");
  await expect(page.getByRole("radio", { name: "Doors towards the truck cab" })).not.toBeChecked();
  await expect(carried).toHaveCount(0);
});

async function confirmNewAddress(page: Page, email: string) {
  let token = "";
  await expect.poll(() => (token = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(readMail(process.env.E2E_MAIL_DIR!, email).join("\n"))?.[1] ?? ""), { timeout: 15_000 }).not.toBe("");
  await page.goto(`/confirm-email/${token}`);
  await page.getByRole("button", { name: "Confirm my new e-mail" }).click();
  await expect(page.getByRole("heading", { name: "E-mail changed" })).toBeVisible();
}

test("after confirming a new e-mail, the dashboard's account menu shows it without logging out", async ({ page, request }) => {
  const buyer = await registerCustomer(request, "Edith Change");
  const newEmail = `edith-${Date.now().toString(36)}@example.com`;
  await signIn(page, buyer);
  const changed = await request.put("/v1/user/profile", {
    headers: { Authorization: `Bearer ${buyer.token}` },
    data: { full_name: buyer.user.full_name, user_name: (buyer.user as { user_name?: string }).user_name ?? "", email: newEmail, phone: buyer.user.phone, currentPassword: buyer.password },
  });
  expect(changed.ok(), await changed.text()).toBeTruthy();
  await confirmNewAddress(page, newEmail);
  await page.goto("/dashboard/orders");
  await expect(page.getByTestId("account-email")).toHaveText(newEmail);
});

test("after an admin confirms a new e-mail, the admin sidebar shows it without logging out", async ({ page, request }) => {
  const admin = await newAdmin(request, "Ada Change");
  const newEmail = `ada-${Date.now().toString(36)}@example.com`;
  await page.goto("/robots.txt");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("user", JSON.stringify(s.user));
  }, admin.session);
  await page.goto("/admin");
  await expect(page.getByText(admin.email)).toBeVisible();
  const changed = await request.put("/v1/admin/account", { headers: { Authorization: `Bearer ${admin.session.token}` }, data: { full_name: "Ada Change", email: newEmail, currentPassword: admin.password } });
  expect(changed.ok(), await changed.text()).toBeTruthy();
  await confirmNewAddress(page, newEmail);
  await page.goto("/admin");
  await expect(page.getByText(newEmail)).toBeVisible();
});
