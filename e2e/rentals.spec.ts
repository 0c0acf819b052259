import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { formatDate } from "../contract/money.ts";
import { fillCartDelivery } from "./support/cart-delivery.ts";
import { type Customer, registerCustomer, signIn } from "./support/dashboard-customer.ts";

/* Renting at 375 px through the sandbox: product page terms, cart totals, hosted page, Rentals tab, pick-up. */

const EXPIRY = `12/${(new Date().getFullYear() + 3) % 100}`;

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
    data: { type: "shipping", street: "200 E University Ave", city: "Gainesville", state: "FL", postalCode: "32601", country: "USA", isDefault: true },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return customer;
}

test.use({ viewport: { width: 375, height: 800 } });

test("rent a 20ft through the sandbox, see it in Rentals with the next bill date, request a pick-up", async ({ page, request }) => {
  const customer = await withAddress(request, "Riley Renter");
  const found = await (await request.get(`/v1/products/products?limit=1&search=${encodeURIComponent("20ft Storage Container Rental")}`)).json();
  const productPath = `/product/${found.data.products[0].id}`;

  // No ZIP yet (a visitor): due today without delivery and tax, which the ZIP prices (issue 43 defect 8, ADR 076).
  await page.goto(productPath);
  const terms = page.getByTestId("rental-terms");
  await expect(page.getByTestId("unit-price")).toContainText("$149.00 / month");
  await expect(terms).toContainText("Minimum term1 month");
  await expect(page.getByTestId("rental-delivery")).toHaveText("Enter your ZIP below");
  await expect(page.getByTestId("rental-due-today")).toHaveText("$399.00 + delivery and tax");
  await expect(page.getByTestId("total-price")).toHaveText("$399.00 + delivery and tax");

  // Signed in, the default address's ZIP (32601) prices delivery: the rental terms use that same quote.
  await signIn(page, customer);
  await page.goto(productPath);
  await expect(page.getByTestId("quote-status")).toContainText("Jacksonville, FL depot, 71 road miles away");
  await page.getByRole("radio", { name: /^tilt-bed/i }).check();
  // One tilt-bed from Jacksonville (the nearest depot holding this rental; Miami has none): 295.00 covers the first
  // 50 miles, then 21 × 4.50 = 94.50 → 389.50. Due today 149 first month + 389.50 delivery + 8.94 Florida tax (6 % of
  // the rent) + 250 deposit = 797.44: the same figure in the purchase box, the cart, its total and the payment page.
  await expect(page.getByTestId("delivery-price-tilt-bed")).toHaveText("$389.50");
  await expect(page.getByTestId("rental-delivery")).toHaveText("$389.50");
  await expect(page.getByTestId("rental-tax")).toHaveText("$8.94");
  await expect(page.getByTestId("rental-due-today")).toHaveText("$797.44");
  await expect(page.getByTestId("total-price")).toHaveText("$797.44");
  await expect(page.getByTestId("rental-monthly")).toHaveText("$149.00 / month");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.getByRole("link", { name: "View cart" }).click();

  await expect(page).toHaveURL(/\/dashboard\/cart$/);
  const cartRental = page.getByTestId("cart-rentals");
  await expect(cartRental.getByTestId("rental-due-today")).toHaveText("$797.44");
  await expect(cartRental.getByTestId("rental-delivery")).toHaveText("$389.50");
  await expect(cartRental.getByTestId("rental-tax")).toHaveText("$8.94");
  await expect(cartRental.getByTestId("rental-monthly")).toHaveText("$149.00 / month");
  await fillCartDelivery(page);
  // The agreement starts on the day booked here (checkout writes it on the order).
  const start = await page.getByLabel("Delivery date").inputValue();
  expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The Order Summary's total is what the payment page charges: the deposit has its own row in it.
  await expect(page.getByTestId("cart-rental-extras")).toHaveText("$250.00");
  await expect(page.getByTestId("cart-total")).toHaveText("$797.44");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/cs_sandbox_/);
  // The product page's and the cart's due today.
  await expect(page.getByTestId("sandbox-amount")).toHaveText("$797.44");
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
  await expect(card.getByTestId("next-bill-date")).toHaveText(shown(plusMonth(start)));
  await expect(card).toContainText("VISA •••• 4242");

  await card.getByRole("button", { name: "Request pick-up" }).click();
  const dialog = page.getByRole("dialog", { name: "Request pick-up" });
  // Only the depot's open days from the end of the one-month minimum term are offered; the first is chosen and priced.
  const picker = dialog.getByLabel("Pick-up date");
  await expect(picker.locator("option").nth(1)).toBeAttached();
  const offered = (await picker.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).filter(Boolean);
  expect(offered.every((d) => d >= plusMonth(start))).toBe(true);
  await expect(picker).toHaveValue(offered[0]);
  await expect(dialog.getByTestId("pickup-quote")).toContainText("Pick-up fee, charged on the day$195.00");
  await expect(dialog.getByTestId("pickup-quote")).toContainText("Final cycle");
  await picker.selectOption(offered[1]);
  await expect(dialog.getByTestId("pickup-quote")).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm pick-up" }).click();
  await expect(page.getByText("Pick-up booked.")).toBeVisible();
  await expect(card.getByTestId("rental-status")).toHaveText("Pick-up scheduled");
  await expect(card.getByTestId("pickup-date")).toHaveText(shown(offered[1]));
});
