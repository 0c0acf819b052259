import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";
import { formatUsd } from "../contract/money.ts";
import { shortId } from "../contract/orders.ts";
import { pdfText } from "../server/modules/billing/pdf/pdf-text.ts";
import { type Customer, registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { createPaidOrder } from "./support/paid-order.ts";

/* Orders with their receipt window, invoices with print and the server's PDF, at 375 px and 1280 px. */

const ADMIN = { email: "admin@boxyard.local", password: "Boxyard-admin-2026" };
let customer: Customer;
let order: Awaited<ReturnType<typeof createPaidOrder>>;
let invoice: { id: string; invoiceNumber: string; total: number; discount: number; notes: string | null; terms: string | null };
let placed: { status: string; paymentStatus: string; paymentMethod: string; total: number; subtotal: number; tax: number; shipping: number };

test.beforeAll(async ({ request }) => {
  customer = await registerCustomer(request, "Dana Receipt");
  // An admin adds a discount and a note before the customer pays (a paid invoice is never edited), so the print
  // and the PDF must show both.
  const admin = (await (await request.post("/v1/user/login", { data: ADMIN })).json()).data;
  const adminHeaders = { Authorization: `Bearer ${admin.token}` };
  order = await createPaidOrder(request, customer.token, {
    beforePayment: async (invoiceId) => {
      const mine = (await (await request.get("/v1/user/invoices", { headers: { Authorization: `Bearer ${customer.token}` } })).json()).data;
      const created = mine.find((i: { id: string }) => i.id === invoiceId);
      const edited = await request.put(`/v1/admin/invoices/${invoiceId}`, {
        headers: adminHeaders,
        data: { subtotal: created.subtotal, tax: created.tax, shipping: created.shipping, discount: 50, notes: "Gate code 4417.", terms: created.terms, dueDate: created.dueDate, status: created.status },
      });
      expect(edited.ok(), await edited.text()).toBeTruthy();
    },
  });
  const headers = { Authorization: `Bearer ${customer.token}` };
  [placed] = (await (await request.get("/v1/user/orders", { headers })).json()).data;
  invoice = (await (await request.get("/v1/user/invoices", { headers })).json()).data[0];
  expect(invoice.discount).toBe(50);
});

test.beforeEach(async ({ context, page }) => {
  // Record print() instead of opening the browser's dialog; runs in the pop-up too.
  await context.addInitScript(() => {
    const w = window as unknown as { printCalls: number };
    w.printCalls = 0;
    window.print = () => {
      w.printCalls += 1;
    };
  });
  await signIn(page, customer);
});

for (const width of [375, 1280]) {
  test(`orders at ${width}px: every field, and a 720×900 receipt that prints and closes`, async ({ context, page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dashboard/orders");
    const card = page.getByTestId("order-card").first();
    // The card also has a Delivery heading now that the drop is booked.
    await expect(card.getByRole("heading", { name: /^Order #/ })).toHaveText(`Order #${shortId(order.orderId)}`);
    await expect(card.locator("[data-status-icon=check]")).toBeVisible();
    for (const text of [order.productName, placed.status, `${placed.paymentMethod} · ${placed.paymentStatus}`, "500 Port Blvd, Miami, FL 33132, USA", formatUsd(placed.subtotal), formatUsd(placed.tax), formatUsd(placed.total)]) {
      await expect(card).toContainText(text);
    }
    await page.screenshot({ path: info.outputPath(`orders-${width}.png`), fullPage: true });

    const opened = context.waitForEvent("page");
    const started = Date.now();
    await card.getByRole("button", { name: "Print receipt" }).click();
    const popup = await opened;
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^blob:/);
    const size = await popup.evaluate(() => ({ w: window.innerWidth, h: window.innerHeight }));
    expect(size).toEqual({ w: 720, h: 900 });
    const body = popup.locator("body");
    await expect(body).toContainText("Billed To");
    await expect(body).toContainText("Dana Receipt");
    await expect(body).toContainText("500 Port Blvd");
    await expect(body).toContainText(`Order #${shortId(order.orderId)}`);
    await expect(body).toContainText(`Status: ${placed.status}`);
    await expect(body).toContainText(`Payment method: ${placed.paymentMethod}`);
    await expect(body).toContainText(`Payment status: ${placed.paymentStatus}`);
    await expect(body).toContainText("Tracking:");
    await expect(body).toContainText(order.productName);
    await expect(body).toContainText(`Total${formatUsd(placed.total)}`);
    await expect.poll(() => popup.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    // No "afterprint" here (print() is stubbed): the 7-second cap closes it.
    await popup.waitForEvent("close", { timeout: 9_000 });
    const openFor = Date.now() - started;
    expect(openFor).toBeGreaterThan(6_000);
    expect(openFor).toBeLessThan(8_500);
  });

  test(`invoices at ${width}px: print with discount, notes and terms; the PDF downloads`, async ({ context, page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dashboard/invoices");
    const card = page.getByTestId("invoice-card").filter({ hasText: invoice.invoiceNumber });
    await expect(card).toContainText(formatUsd(invoice.total));
    await expect(card).toContainText(`Order #${shortId(order.orderId)}`);
    await page.screenshot({ path: info.outputPath(`invoices-${width}.png`), fullPage: true });

    const opened = context.waitForEvent("page");
    await card.getByRole("button", { name: "Print" }).click();
    const popup = await opened;
    await popup.waitForLoadState();
    const body = popup.locator("body");
    await expect(body).toContainText(invoice.invoiceNumber);
    await expect(body).toContainText("Billed To");
    await expect(body).toContainText(`Total${formatUsd(invoice.total)}`);
    await expect(body).toContainText("Discount-$50.00");
    await expect(body).toContainText("NotesGate code 4417.");
    await expect(body).toContainText(`Terms${invoice.terms}`);
    await expect.poll(() => popup.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    // The print dialog closing ("afterprint") closes the window at once.
    const closed = popup.waitForEvent("close", { timeout: 2_000 });
    await popup.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    await closed;

    const downloading = page.waitForEvent("download");
    await card.getByRole("button", { name: "Download PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`invoice-${invoice.invoiceNumber}.pdf`);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain(`Invoice number: ${invoice.invoiceNumber}`);
    expect(text).toContain(formatUsd(invoice.total));
    expect(text).toContain("Dana Receipt");
    expect(text).toContain("-$50.00");
    expect(text).toContain("Gate code 4417.");
  });
}

test("another customer's invoice PDF is a 404", async ({ request }) => {
  const other = await registerCustomer(request, "Other Person");
  const res = await request.get(`/v1/user/invoices/${invoice.id}/pdf`, { headers: { Authorization: `Bearer ${other.token}` } });
  expect(res.status()).toBe(404);
  const anonymous = await request.get(`/v1/user/invoices/${invoice.id}/pdf`);
  expect(anonymous.status()).toBe(401);
});

test("the summary tab shortcuts lead to orders and invoices", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: /Orders\s*1/ })).toBeVisible();
  await page.getByRole("link", { name: /Invoices\s*1/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invoices");
});
