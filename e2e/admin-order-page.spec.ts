import { expect, test } from "./support/test";
import { shortId } from "../contract/orders.ts";
import { signInAdmin } from "./support/admin.ts";
import { registerCustomer } from "./support/dashboard-customer.ts";
import { createPaidOrder } from "./support/paid-order.ts";

test("the orders list names what was bought and opens the order page: lines, customer, timeline and internal notes", async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request, "Nora Notes");
  const { orderId, productName } = await createPaidOrder(request, customer.token);
  const ref = shortId(orderId);

  await signInAdmin(page, request);
  await page.goto("/admin/orders");
  const searched = page.waitForResponse((r) => r.url().includes(`/v1/admin/orders?search=${orderId.slice(0, 8)}`) && r.ok());
  await page.getByLabel("Search orders").fill(orderId.slice(0, 8));
  await searched;
  const row = page.getByRole("row").filter({ hasText: `#${ref}` });
  await expect(row).toContainText(`1 item · ${productName}`);
  await row.getByRole("link", { name: `#${ref}` }).click();

  await expect(page).toHaveURL(`/admin/orders/${orderId}`);
  await expect(page.getByRole("heading", { name: `Order #${ref}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lines" })).toBeVisible();
  await expect(page.getByText(productName).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Nora Notes" })).toHaveAttribute("href", `/admin/users?search=${encodeURIComponent(customer.email)}`);
  await expect(page.getByText("500 Port Blvd")).toBeVisible();
  await expect(page.getByText(/^Payment received: \$[\d,.]+ by card/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();

  // An empty note is refused with a sentence, which goes away as soon as the admin types.
  const note = page.getByLabel("Add an internal note");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Write the note before saving it.")).toBeVisible();
  await note.fill("Customer wants the doors facing the street.");
  await expect(page.getByText("Write the note before saving it.")).toBeHidden();
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.", { exact: true })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Customer wants the doors facing the street." })).toContainText("Boxyard Admin");
  await expect(note).toHaveValue("");
  await expect(page.getByText("Internal note added.")).toBeVisible();

  // A refund from the order page goes through the provider and then shows under Payments.
  await page.getByRole("button", { name: "Refund…" }).click();
  const refund = page.getByRole("dialog", { name: /^Refund order / });
  await refund.getByLabel("Amount (USD)").fill("25");
  await refund.getByLabel("Reason").fill("Scuffed door seal");
  await refund.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByText(/Refunded \$25\.00; credit note CN-/)).toBeVisible();
  await expect(page.getByText("Scuffed door seal")).toBeVisible();

  // An order that does not exist shows the page's own error, not a crash.
  await page.goto("/admin/orders/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("alert")).toContainText("Order not found");
});
