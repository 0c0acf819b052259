import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { adminSession } from "./support/admin.ts";
import { type Customer, registerCustomer, signIn } from "./support/dashboard-customer.ts";

/* The yard in a browser: a Miami buyer sees the nearest depot's stock, buys the last unit, the next buyer sees Sold out. */

const EXPIRY = `12/${(new Date().getFullYear() + 3) % 100}`;

async function miamiCustomer(request: APIRequestContext, name: string): Promise<Customer> {
  const customer = await registerCustomer(request, name);
  const res = await request.post("/v1/user/addresses", {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: { type: "shipping", street: "500 Port Blvd", city: "Miami", state: "FL", postalCode: "33132", country: "USA", isDefault: true },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return customer;
}

test("a buyer in Miami buys the last unit at the Miami depot; the next buyer sees Sold out", async ({ page, request }) => {
  const product = (await (await request.get("/v1/products/products?limit=1&search=Container%20Vents")).json()).data.products[0];
  const admin = await adminSession(request);
  const miami = (await (await request.get("/v1/depots")).json()).data.find((d: { city: string }) => d.city === "Miami");
  const put = await request.put(`/v1/admin/products/${product.id}/stock`, { headers: { Authorization: `Bearer ${admin.token}` }, data: { stock: [{ depotId: miami.id, quantity: 1 }] } });
  expect(put.ok(), await put.text()).toBeTruthy();

  const first = await miamiCustomer(request, "Morgan Firstbuyer");
  await signIn(page, first);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByTestId("availability").getByRole("status")).toContainText(/In stock at Miami, FL — 1 available, \d+ miles from you/);
  // A part ships by parcel, chosen already (issue 48 point 5): no truck to pick.
  await expect(page.getByTestId("delivery-total")).toHaveText(/^\$\d/);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.getByRole("link", { name: "View cart" }).click();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/cs_sandbox_/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date (MM / YY)").fill(EXPIRY);
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Cardholder name").fill("Morgan Firstbuyer");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_sandbox_/);

  await page.evaluate(() => localStorage.clear());
  const second = await miamiCustomer(request, "Riley Secondbuyer");
  await signIn(page, second);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByTestId("availability").getByRole("status")).toContainText("Sold out");
  await expect(page.getByTestId("availability").getByRole("link", { name: "Request a quote" })).toBeVisible();
});
