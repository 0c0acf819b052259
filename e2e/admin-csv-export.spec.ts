import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
import { signInAdmin } from "./support/admin.ts";
import { registerCustomer } from "./support/dashboard-customer.ts";
import { createPaidOrder } from "./support/paid-order.ts";

test("orders and customers export as CSV with the search on screen", async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request, "Cora Csv");
  const { orderId } = await createPaidOrder(request, customer.token);
  await signInAdmin(page, request);

  await page.goto("/admin/orders");
  const searched = page.waitForResponse((r) => r.url().includes("/v1/admin/orders?search=") && r.ok());
  await page.getByLabel("Search orders").fill(customer.email);
  await searched;
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export matching (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, "utf8")).trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^order_id,placed_at,customer_name,customer_email,status,payment_status,items,first_item/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${orderId},`);
  expect(lines[1]).toContain(`Cora Csv,${customer.email},`);

  await page.goto("/admin/users");
  await page.getByPlaceholder("Search by name, email or username").fill(customer.email);
  await expect(page.getByRole("button", { name: /Cora Csv/ })).toHaveCount(1);
  const people = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export matching (CSV)" }).click();
  const peopleFile = (await readFile((await (await people).path())!, "utf8")).trimEnd().split("\r\n");
  expect(peopleFile).toHaveLength(2);
  expect(peopleFile[1]).toContain(`Cora Csv,`);
  expect(peopleFile[1]).toContain(`,${customer.email},`);
  expect(peopleFile[1]).toContain(",user,active,");
});
