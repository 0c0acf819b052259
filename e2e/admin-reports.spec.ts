import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
import { signInAdmin } from "./support/admin.ts";
import { registerCustomer } from "./support/dashboard-customer.ts";
import { createPaidOrder } from "./support/paid-order.ts";

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

test("the admin opens Reports, changes the range, sees the chart and its table, and downloads the CSV", async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request, "Rhea Reports");
  await createPaidOrder(request, customer.token);
  await signInAdmin(page, request);

  await page.goto("/admin");
  await page.getByRole("link", { name: "Reports" }).first().click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sales by month" })).toBeVisible();

  await page.getByLabel("From", { exact: true }).fill(monthStart());
  await page.getByLabel("To", { exact: true }).fill(today());
  await page.getByLabel("Sales by", { exact: true }).selectOption("depot");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${monthStart()}&to=${today()}&by=depot`));
  const sales = page.getByRole("region", { name: "Sales by depot" });
  await expect(sales.getByRole("columnheader", { name: "Depot" })).toBeVisible();
  const chart = sales.getByTestId("report-chart");
  await expect(chart.locator("svg").first()).toBeVisible();
  // The browser's echarts takes the server's SVG over, loaded only now.
  await expect(chart).toHaveAttribute("data-live", "true");
  const total = await sales.locator("tfoot td").last().innerText();
  expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);

  const download = page.waitForEvent("download");
  await sales.getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^sales-by-depot-${monthStart()}-to-${today()}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const lines = (await readFile((await file.path())!, "utf8")).trimEnd().split("\r\n");
  expect(lines[0]).toBe("Depot,Orders,Goods (USD),Delivery (USD),Tax (USD),Total (USD)");
  // The CSV's total is the table's, to the cent.
  expect(lines.at(-1)!.split(",").at(-1)).toBe(total.replace(/[$,]/g, ""));

  await expect(page.getByRole("region", { name: "Rentals" }).getByRole("columnheader", { name: "Monthly recurring revenue" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Delivery" }).getByRole("columnheader", { name: "Average distance" })).toBeVisible();
});

test("a range that ends before it starts is refused with the field's message", async ({ page, request }) => {
  await signInAdmin(page, request);
  await page.goto("/admin/reports?from=2026-05-01&to=2026-04-01");
  await expect(page.getByText("The start must be on or before the end")).toBeVisible();
  await expect(page.getByTestId("report-chart")).toHaveCount(0);
});

test("the admin sets a tax exemption on a customer and attaches the certificate", async ({ page, request }) => {
  const customer = await registerCustomer(request, "Toni Taxfree");
  await signInAdmin(page, request);
  await page.goto("/admin/users");
  await page.getByPlaceholder("Search by name, email or username").fill(customer.email);
  await page.getByRole("button", { name: /Toni Taxfree/ }).click();
  const panel = page.getByRole("region", { name: "Tax exemption" });
  await expect(panel.getByText("Not exempt")).toBeVisible();
  await panel.getByLabel("Certificate number").fill("TX-RESALE-5521");
  await panel.getByLabel("States covered").fill("tx, ok");
  await panel.getByLabel("Expires on").fill("2030-06-30");
  await panel.getByRole("button", { name: "Save exemption" }).click();
  await expect(panel.getByText("Tax exemption saved.")).toBeVisible();
  await expect(panel.getByText("Exempt in OK, TX until 2030-06-30 (certificate TX-RESALE-5521).")).toBeVisible();

  await panel.getByLabel("Certificate file").setInputFiles({ name: "resale-certificate.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% resale certificate\n") });
  await expect(panel.getByText("Certificate uploaded.")).toBeVisible();
  await expect(panel.getByText("resale-certificate.pdf")).toBeVisible();

  // It is kept: the page opened again shows it.
  await page.reload();
  await page.getByPlaceholder("Search by name, email or username").fill(customer.email);
  await page.getByRole("button", { name: /Toni Taxfree/ }).click();
  await expect(page.getByRole("region", { name: "Tax exemption" }).getByText("Exempt in OK, TX until 2030-06-30")).toBeVisible();
});
