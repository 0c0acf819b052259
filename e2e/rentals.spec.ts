import { type APIRequestContext, expect, test } from "@playwright/test";
import { formatDate } from "../contract/money.ts";
import { type Customer, registerCustomer, signIn } from "./support/dashboard-customer.ts";

/* Renting at 375 px through the sandbox: product page terms, cart totals, hosted page, Rentals tab, pick-up. */

const EXPIRY = `12/${(new Date().getFullYear() + 3) % 100}`;

/** The agreement's start without a booked delivery: five business days after today (server/features/rentals/agreements.ts). */
function fallbackStart(): string {
  const d = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  for (let left = 5; left > 0; ) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left -= 1;
  }
  return d.toISOString().slice(0, 10);
}
function plusMonth(iso: string): string {
  const [y, m, day] = iso.split("-").map(Number);
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(day, last))).toISOString().slice(0, 10);
}
const shown = (iso: string) => formatDate(`${iso}T12:00:00Z`);

async function withAddress(request: APIRequestContext, name: string): Promise<Customer> {
  const customer = await registerCustomer(request, name);
  const res = await request.post("/v1/user/addresses", {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: { type: "shipping", street: "500 Port Blvd", city: "Miami", state: "FL", postalCode: "33132", country: "USA", isDefault: true },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return customer;
}

test.use({ viewport: { width: 375, height: 800 } });

test("rent a 20ft through the sandbox, see it in Rentals with the next bill date, request a pick-up", async ({ page, request }) => {
  const customer = await withAddress(request, "Riley Renter");
  await signIn(page, customer);
  const found = await (await request.get(`/v1/products/products?limit=1&search=${encodeURIComponent("20ft Storage Container Rental")}`)).json();
  await page.goto(`/product/${found.data.products[0].id}`);

  const terms = page.getByTestId("rental-terms");
  await expect(page.getByTestId("unit-price")).toContainText("$149.00 / month");
  await expect(terms).toContainText("Minimum term1 month");
  await page.getByRole("radio", { name: /^tilt-bed/i }).check();
  // 149 first month + 375 tilt-bed delivery (295 + 20 × 4) + 250 deposit
  await expect(page.getByTestId("rental-due-today")).toHaveText("$774.00");
  await expect(page.getByTestId("rental-monthly")).toHaveText("$149.00");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.getByRole("link", { name: "View cart" }).click();

  await expect(page).toHaveURL(/\/dashboard\/cart$/);
  await expect(page.getByTestId("rentals-due-today")).toHaveText("$774.00");
  await expect(page.getByTestId("rentals-monthly")).toHaveText("$149.00");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/cs_sandbox_/);
  // Due today plus 6 % Florida tax on the first month's rent (8.94).
  await expect(page.getByTestId("sandbox-amount")).toHaveText("$782.94");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date (MM / YY)").fill(EXPIRY);
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Cardholder name").fill("Riley Renter");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

  await page.goto("/dashboard/rentals");
  const card = page.getByTestId("rental-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("20ft Storage Container Rental");
  await expect(card.getByTestId("rental-status")).toHaveText("Scheduled");
  const start = fallbackStart();
  await expect(card.getByTestId("next-bill-date")).toHaveText(shown(plusMonth(start)));
  await expect(card).toContainText("VISA •••• 4242");

  await card.getByRole("button", { name: "Request pick-up" }).click();
  const dialog = page.getByRole("dialog", { name: "Request pick-up" });
  await expect(dialog.getByLabel("Pick-up date")).toHaveValue(plusMonth(start));
  await dialog.getByRole("button", { name: "Show the cost" }).click();
  await expect(dialog.getByTestId("pickup-quote")).toContainText("Pick-up fee$195.00");
  await dialog.getByRole("button", { name: "Confirm pick-up" }).click();
  await expect(page.getByText("Pick-up booked.")).toBeVisible();
  await expect(card.getByTestId("rental-status")).toHaveText("Pick-up scheduled");
  await expect(card.getByTestId("pickup-date")).toHaveText(shown(plusMonth(start)));
});
