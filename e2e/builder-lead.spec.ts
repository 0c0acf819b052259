import { expect, test } from "./support/test";
import { fillCartDelivery } from "./support/cart-delivery.ts";
import { registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { addBusinessDays, addDays, localToday } from "../server/modules/logistics/delivery/calendar.ts";
import { closedDays } from "../server/modules/logistics/delivery/holidays.ts";

/*
 * Issue 43, defect 6 in a browser: a custom build "ready in 8 business days" is offered no delivery day before it is
 * ready, counted in business days on the shop's clock with the federal holidays skipped (ADR 074), and its order is
 * booked on the day picked.
 */

const EXPIRY = `12/${(new Date().getFullYear() + 3) % 100}`;

test("a builder build's first delivery day offered is after its lead time, holidays skipped", async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request, "Bea Builder");
  const auth = { Authorization: `Bearer ${customer.token}` };
  const address = await request.post("/v1/user/addresses", { headers: auth, data: { type: "shipping", street: "500 Port Blvd", city: "Miami", state: "FL", postalCode: "33132", country: "USA", isDefault: true } });
  expect(address.ok()).toBeTruthy();
  await signIn(page, customer);

  await page.goto("/builder");
  await expect(page.getByRole("heading", { name: "Build your container" })).toBeVisible();
  for (const name of ["Personnel door with lockset", "Window 36 × 24 with security bars", "Window 36 × 24 with security bars", "Spray-foam insulation", "Electrical package"]) {
    await page.getByRole("button", { name: `Add ${name}` }).click();
  }
  await expect(page.getByTestId("builder-lead-time")).toHaveText("Ready in 8 business days");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/dashboard\/cart$/, { timeout: 30_000 });

  // The shop's clock (America/Chicago, the default settings) and the federal holidays the default calendar closes.
  const today = localToday(new Date(), "America/Chicago");
  const closed = closedDays(undefined, today, addDays(today, 150));
  const ready = addBusinessDays(today, 8, closed);
  // The days come with the cart's delivery quote, after the page.
  await expect(page.getByLabel("Delivery date").locator("option:not([value=''])").first()).toBeAttached({ timeout: 20_000 });
  const offered = (await page.getByLabel("Delivery date").locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).filter(Boolean);
  expect(offered.length).toBeGreaterThan(0);
  expect(offered[0] > ready, `first day ${offered[0]} after ready ${ready}`).toBe(true);
  expect(offered.filter((d) => closed.has(d))).toEqual([]);

  await fillCartDelivery(page, 1);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/cs_sandbox_/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date (MM / YY)").fill(EXPIRY);
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Cardholder name").fill("Bea Builder");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  const orders = (await (await request.get("/v1/user/orders", { headers: auth })).json()).data as { delivery: { date: string } | null }[];
  expect(orders[0].delivery?.date).toBe(offered[0]);
});
