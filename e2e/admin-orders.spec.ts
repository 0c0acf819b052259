import { expect, test } from "./support/test";
import { shortId } from "../contract/orders.ts";
import { signInAdmin } from "./support/admin.ts";
import { registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { readMail } from "./support/mail-catcher.ts";
import { createPaidOrder } from "./support/paid-order.ts";

test("an admin ships an order: the customer is e-mailed and sees it in their orders tab", async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request, "Sam Shipper");
  const { orderId } = await createPaidOrder(request, customer.token);
  const ref = shortId(orderId);

  await signInAdmin(page, request);
  await page.goto("/admin/orders");
  // The settled search also goes to the server (older orders than the newest 1,000 are found there).
  const searched = page.waitForResponse((r) => r.url().includes(`/v1/admin/orders?search=${orderId.slice(0, 8)}`) && r.ok());
  await page.getByLabel("Search orders").fill(orderId.slice(0, 8));
  await searched;
  await expect(page.getByRole("cell", { name: `#${ref}` })).toBeVisible();
  await page.getByLabel(`Status of order ${ref}`, { exact: true }).last().selectOption("shipped");
  await expect(page.getByText("Order status updated successfully.")).toBeVisible();

  // The edit modal saves a tracking number.
  await page.getByRole("button", { name: `Edit order ${ref}` }).last().click();
  const modal = page.getByRole("dialog", { name: `Edit order ${ref}` });
  await modal.getByLabel("Tracking number").fill("1Z-BOX-777");
  await modal.getByRole("button", { name: "Save changes" }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText("Order updated successfully.")).toBeVisible();

  await expect.poll(() => readMail(process.env.E2E_MAIL_DIR!, customer.email).join("\n"), { timeout: 15_000 }).toContain(`order ${ref} has shipped`);

  await signIn(page, customer);
  await page.goto("/dashboard/orders");
  const card = page.getByRole("article", { name: `Order #${ref}` });
  await expect(card.locator("header")).toContainText(/shipped/i);
  await expect(card).toContainText("1Z-BOX-777");

  // Invoices: Download gives the PDF, Send e-mails it.
  await signInAdmin(page, request);
  await page.goto("/admin/invoices");
  const invoicesSearched = page.waitForResponse((r) => r.url().includes(`/v1/admin/invoices?search=${orderId}`) && r.ok());
  await page.getByLabel("Search invoices").fill(orderId);
  await invoicesSearched;
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: /^Download invoice/ }).last().click();
  expect((await download).suggestedFilename()).toMatch(/^invoice-INV-\d+\.pdf$/);
  await page.getByRole("button", { name: /^Send invoice/ }).last().click();
  await expect(page.getByText(`Invoice sent to ${customer.email}.`)).toBeVisible();
  await expect.poll(() => readMail(process.env.E2E_MAIL_DIR!, customer.email).join("\n"), { timeout: 15_000 }).toContain("application/pdf");
});
