import { expect, test } from "./support/test";
import { signInAdmin } from "./support/admin.ts";
import { registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { createPaidOrder } from "./support/paid-order.ts";

/*
 * Issue 18: the admin's Print (Invoices page and a user's Invoices tab) framed a blob: PDF that the CSP
 * blocks, yet said "opened for printing". It must open the printable invoice and say so only then.
 */
test("admin Print opens the invoice in the print window, prints it, and only then reports success", async ({ context, page, request }) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request, "Pat Printer");
  const { orderId } = await createPaidOrder(request, customer.token);
  const violations: string[] = [];
  page.on("console", (m) => m.type() === "error" && violations.push(m.text()));
  await context.addInitScript(() => {
    const w = window as unknown as { printCalls: number };
    w.printCalls = 0;
    window.print = () => {
      w.printCalls += 1;
    };
  });

  await signInAdmin(page, request);
  await page.goto("/admin/invoices");
  const searched = page.waitForResponse((r) => r.url().includes(`/v1/admin/invoices?search=${orderId}`) && r.ok());
  await page.getByLabel("Search invoices").fill(orderId);
  await searched;

  const opened = page.waitForEvent("popup");
  await page.getByRole("button", { name: /^Print invoice/ }).last().click();
  const popup = await opened;
  await popup.waitForLoadState();
  await expect(popup.locator("body")).toContainText("Pat Printer");
  await expect(popup.locator("h1").last()).toHaveText("Invoice");
  await expect.poll(() => popup.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
  await expect(page.getByText(/opened for printing/)).toBeVisible();
  expect(violations.filter((v) => /Content Security Policy|violates/i.test(v))).toEqual([]);
});

test("admin Print with pop-ups blocked says so instead of claiming success", async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request, "Bo Blocked");
  const { orderId } = await createPaidOrder(request, customer.token);
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await signInAdmin(page, request);
  await page.goto("/admin/invoices");
  const searched = page.waitForResponse((r) => r.url().includes(`/v1/admin/invoices?search=${orderId}`) && r.ok());
  await page.getByLabel("Search invoices").fill(orderId);
  await searched;
  await page.getByRole("button", { name: /^Print invoice/ }).last().click();
  await expect(page.getByText(/blocked the print window/)).toBeVisible();
  await expect(page.getByText(/opened for printing/)).toHaveCount(0);
});

test("a paid invoice says when it was paid, not when it is due (admin table and the customer's card)", async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request, "Polly Settled");
  const { orderId } = await createPaidOrder(request, customer.token);
  const paidOn = /Paid\s*[A-Z][a-z]{2} \d{1,2}, \d{4}/;
  const dueOn = /due\s*[A-Z][a-z]{2} \d{1,2}, \d{4}/i;

  await signInAdmin(page, request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/invoices");
  const searched = page.waitForResponse((r) => r.url().includes(`/v1/admin/invoices?search=${orderId}`) && r.ok());
  await page.getByLabel("Search invoices").fill(orderId);
  await searched;
  const row = page.getByRole("row").filter({ hasText: "Polly Settled" });
  await expect(row).toContainText(paidOn);
  await expect(row).not.toContainText(dueOn);

  await signIn(page, customer);
  await page.goto("/dashboard/invoices");
  const card = page.getByTestId("invoice-card").first();
  await expect(card).toContainText(paidOn);
  await expect(card).not.toContainText(dueOn);
});
