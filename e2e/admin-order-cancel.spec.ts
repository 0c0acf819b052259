import { expect, test } from "./support/test";
import { shortId } from "../contract/orders.ts";
import { signInAdmin } from "./support/admin.ts";
import { registerCustomer } from "./support/dashboard-customer.ts";
import { createPaidOrder } from "./support/paid-order.ts";

// ADR 089: the admin cancels a paid order before dispatch from its page, with a reason; the money goes back.
test("Cancel order… asks for a reason, refunds what was paid and marks the order cancelled", async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request, "Cara Cancel");
  const { orderId } = await createPaidOrder(request, customer.token);

  await signInAdmin(page, request);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole("heading", { name: `Order #${shortId(orderId)}` })).toBeVisible();
  await page.getByRole("button", { name: "Cancel order…" }).click();
  const dialog = page.getByRole("dialog", { name: /^Cancel order / });
  await expect(dialog).toContainText(/\$[\d,.]+ is refunded to how it was paid/);
  // A reason is required: the server's field message shows under the field.
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(dialog.getByText("Say why the order is cancelled")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Customer's site is not ready");
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByText(/^Order cancelled; \$[\d,.]+ refunded \(credit note CN-/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel order…" })).toBeHidden();
  await expect(page.getByText("Customer's site is not ready").first()).toBeVisible();
});

test("Edit lines… re-prices the order on the server: one more unit is owed through a payment link", async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request, "Eddie Edit");
  const { orderId } = await createPaidOrder(request, customer.token);

  await signInAdmin(page, request);
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole("button", { name: "Edit lines…" }).click();
  const dialog = page.getByRole("dialog", { name: /^Change the lines of order / });
  await dialog.getByRole("spinbutton").fill("2");
  await dialog.getByRole("button", { name: "Save and re-price" }).click();
  await expect(page.getByText(/^Lines changed and re-priced\. \$[\d,.]+ is owed: send the customer the link\./)).toBeVisible();
  await expect(page.getByRole("link", { name: /\/checkout\/|\/pay/ })).toBeVisible();
  await expect(page.getByText("× 2").or(page.getByText(/2 × /)).first()).toBeVisible();
});
