import { type APIRequestContext, type Page, expect } from "@playwright/test";

/**
 * Books the cart's drop through the API (docs/decisions/024): the default shipping address, the first bookable day
 * and the site checklist. Checkout refuses a truck drop without them; a parcel of parts needs none and is unharmed.
 */
export async function bookCartDeliveryByApi(request: APIRequestContext, token: string, site: { doorFacing?: "cab" | "away"; siteNotes?: string } = {}) {
  const headers = { Authorization: `Bearer ${token}` };
  const addresses = (await (await request.get("/v1/user/addresses", { headers })).json()).data as { id: string; type: string; isDefault: boolean }[];
  const shipTo = addresses.find((a) => a.type === "shipping" && a.isDefault) ?? addresses.find((a) => a.type === "shipping");
  expect(shipTo, "a shipping address").toBeTruthy();
  const dates = (await (await request.get("/v1/user/cart/delivery-dates", { headers })).json()).data as string[];
  const res = await request.put("/v1/user/cart/delivery", {
    headers,
    data: { addressId: shipTo!.id, deliveryDate: dates[0] ?? null, doorFacing: "cab", groundSurface: "gravel", clearanceConfirmed: true, ...site },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data;
}

/**
 * The cart page's Delivery panel, as a customer fills it: a day, the checklist; each answer saved before the next.
 * The controls show what the server saved, so each is clicked and then awaited (check() would expect it at once).
 */
export async function fillCartDelivery(page: Page, dayIndex = 1) {
  const date = page.getByLabel("Delivery date");
  await expect(date.locator("option")).not.toHaveCount(1);
  await date.selectOption({ index: dayIndex });
  await expect(page.getByTestId("cart-delivery-date")).toBeVisible();
  await page.getByRole("radio", { name: "Doors towards the truck cab" }).click();
  await expect(page.getByRole("radio", { name: "Doors towards the truck cab" })).toBeChecked();
  await page.getByRole("radio", { name: "Gravel" }).click();
  await expect(page.getByRole("radio", { name: "Gravel" })).toBeChecked();
  await page.getByRole("checkbox", { name: /room to back in and unload/ }).click();
  await expect(page.getByRole("checkbox", { name: /room to back in and unload/ })).toBeChecked();
}
