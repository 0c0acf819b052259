import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { type Customer, registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { productBySku } from "./support/storefront.ts";

async function logIn(page: Page, customer: Customer) {
  await page.getByRole("tabpanel").getByLabel("Email", { exact: true }).fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

// Issue 18: a token that died before the product page opened made Add to Cart jump to /auth and lose the choice.
test("Add to Cart with a stale token asks to log in, then returns to the product with the selection kept", async ({ page, request }) => {
  const customer = await registerCustomer(request, "Stale Token Buyer");
  await signIn(page, customer);
  const out = await request.post("/v1/user/logout", { headers: { Authorization: `Bearer ${customer.token}` } });
  expect(out.ok()).toBeTruthy();
  const p = await productBySku(request, "BX-MULTI");
  await page.goto(`/product/${p.id}`);
  const size = page.getByRole("group", { name: "Size" });
  await size.getByRole("button", { name: /^40ft/ }).first().click();
  await page.getByRole("group", { name: "Condition" }).getByRole("button", { name: /^Refurbished/ }).click();
  await page.getByRole("radio", { name: /^tilt-bed/ }).check();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();

  const dialog = page.getByRole("dialog", { name: "Login Required" });
  await expect(dialog).toContainText("You need to log in to add items to your cart.");
  await dialog.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL("/auth");

  await logIn(page, customer);

  await expect(page).toHaveURL(`/product/${p.id}`);
  await expect(size.getByRole("button", { name: /^40ft/ }).first()).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("group", { name: "Condition" }).getByRole("button", { name: /^Refurbished/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("radio", { name: /^tilt-bed/ })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Quantity" })).toHaveValue("2");
});

test("a dashboard reached without a session returns there after logging in", async ({ page, request }) => {
  const customer = await registerCustomer(request, "Deep Link Buyer");
  await page.goto("/dashboard/invoices");
  await expect(page).toHaveURL("/auth");
  await logIn(page, customer);
  await expect(page).toHaveURL("/dashboard/invoices");
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
});
