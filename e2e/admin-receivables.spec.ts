import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
import { adminSession, signInAdmin } from "./support/admin.ts";
import { registerCustomer } from "./support/dashboard-customer.ts";

/**
 * The money back office (docs/decisions/086): a customer on net-30 terms owes an invoice; the admin opens Receivables,
 * sees the customer's buckets, downloads the statement PDF and creates a payment link for the open invoice.
 */
test("receivables: a customer's buckets, the statement PDF and a payment link", async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request, "Rhea Receivable");
  const boss = await adminSession(request);
  const auth = { Authorization: `Bearer ${boss.token}` };
  const terms = await request.put(`/v1/admin/users/${customer.user.id}/terms`, { headers: auth, data: { creditLimit: 50_000 } });
  expect(terms.ok(), await terms.text()).toBeTruthy();
  const expiresOn = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const offer = await request.post("/v1/admin/offers", { headers: auth, data: { email: customer.email, shipToState: "FL", shipToZip: "33101", lines: [{ kind: "custom", description: "Site office fit-out", quantity: 1, unitPrice: 4200 }], delivery: 0, discount: 0, expiresOn, paymentTerms: "net30" } });
  expect(offer.ok(), await offer.text()).toBeTruthy();
  const offerId = (await offer.json()).data.id as string;
  expect((await request.post(`/v1/admin/offers/${offerId}/send`, { headers: auth })).ok()).toBeTruthy();
  const accepted = await request.post(`/v1/user/offers/${offerId}/accept`, { headers: { Authorization: `Bearer ${customer.token}` }, data: { poNumber: "PO-RCV-1" } });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();

  await signInAdmin(page, request);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Receivables" }).first().click();
  await expect(page.getByRole("heading", { name: "Receivables", level: 1 })).toBeVisible();
  const row = page.getByRole("row", { name: /Rhea Receivable/ });
  await expect(row).toBeVisible();
  // Not yet due: the whole invoice sits in "Current" (tax may apply on top of the $4,200 line).
  await expect(row.getByRole("cell").nth(0)).toContainText(/\$4,[2-9]\d\d\.\d\d/);
  await expect(row.getByRole("cell").nth(1)).toHaveText("$0.00");

  await row.getByRole("button", { name: /Statement/ }).click();
  const dialog = page.getByRole("dialog");
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download statement PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe("%PDF-");

  await dialog.getByRole("button", { name: /^Create payment link/ }).click();
  const link = dialog.getByLabel(/^Payment link for INV-/);
  await expect(link).toHaveValue(/\/pay\/sandbox\/cs_sandbox_/);
  // The link is the hosted page the customer pays on.
  await page.goto(new URL(await link.inputValue()).pathname);
  await expect(page.getByText(/\$4,[2-9]\d\d\.\d\d/).first()).toBeVisible();
});
