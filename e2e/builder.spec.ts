import { type Browser, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { shortId } from "../contract/orders.ts";
import { signInAdmin } from "./support/admin.ts";
import { fillCartDelivery } from "./support/cart-delivery.ts";
import { registerCustomer, signIn } from "./support/dashboard-customer.ts";

/*
 * Issue 21: a 20ft office built in /builder (personnel door, two barred windows, insulation, power), priced by the
 * server, saved, shared, bought in the sandbox, and seen on the order by the customer and the admin. At 375 px
 * WebGL is switched off, so the 2-D elevations carry the whole flow (and the keyboard moves an opening).
 */

const EXPIRY = `12/${(new Date().getFullYear() + 3) % 100}`;
// BX-S20 new $4,650 + door $1,195 + 2 × barred window $645 + 20 ft × $142.50 spray foam + electrical $1,650
const OFFICE_TOTAL = "$11,635.00";

const noWebGl = () => {
  const original = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
    return /webgl/.test(type) ? null : (original as (...a: unknown[]) => RenderingContext | null).call(this, type, ...rest);
  } as typeof original;
};

async function buildOffice(page: Page) {
  await page.goto("/builder");
  await expect(page.getByRole("heading", { name: "Build your container" })).toBeVisible();
  for (const name of ["Personnel door with lockset", "Window 36 × 24 with security bars", "Window 36 × 24 with security bars", "Spray-foam insulation", "Electrical package"]) {
    await page.getByRole("button", { name: `Add ${name}` }).click();
  }
  await expect(page.getByTestId("modification")).toHaveCount(5);
  await expect(page.getByTestId("builder-total")).toHaveText(OFFICE_TOTAL);
  await expect(page.getByTestId("builder-lead-time")).toHaveText("Ready in 8 business days");
}

async function viewShared(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "Site office" })).toBeVisible();
  await expect(page.getByTestId("builder-total")).toHaveText(OFFICE_TOTAL);
  await expect(page.getByRole("button", { name: /^Add / })).toHaveCount(1); // read-only: only "Add to cart"
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Site office/);
  await context.close();
}

for (const width of [1280, 375]) {
  test(`builds a 20ft office, saves, shares, buys it and the admin sees the design (${width} px)`, async ({ page, browser, request }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    if (width === 375) await page.addInitScript(noWebGl);
    const customer = await registerCustomer(request, `Builder ${width}`);
    const address = await request.post("/v1/user/addresses", {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { type: "shipping", street: "500 Port Blvd", city: "Miami", state: "FL", postalCode: "33132", country: "USA", isDefault: true },
    });
    expect(address.ok()).toBeTruthy();
    await signIn(page, customer);
    await buildOffice(page);
    if (width === 375) {
      await expect(page.getByText("This browser has no 3-D graphics")).toBeVisible();
      const window = page.getByRole("button", { name: /^Window 36 × 24 with security bars, \d+ inches/ }).last();
      const before = Number((await window.getAttribute("aria-label"))!.match(/, (\d+) inches/)![1]);
      await window.focus();
      await page.keyboard.press("Shift+ArrowRight");
      await expect(window).toHaveAttribute("aria-label", new RegExp(`, ${before + 12} inches`));
    }

    await page.getByLabel("Design name").fill("Site office");
    await page.getByRole("button", { name: "Save design" }).click();
    const share = page.getByRole("link", { name: /^\/builder\/d\// });
    await expect(share).toBeVisible();
    const url = (await share.getAttribute("href"))!;
    const server = await (await request.get(`/v1/designs/${url.split("/").pop()}`)).json();
    expect(`$${server.data.quote.price.toLocaleString("en-US", { minimumFractionDigits: 2 })}`).toBe(OFFICE_TOTAL);
    await viewShared(browser, url, width);

    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/dashboard\/cart$/, { timeout: 30_000 });
    const line = page.getByTestId("cart-item");
    await expect(line).toContainText("Custom build: Site office");
    await expect(line.getByTestId("order-design")).toContainText("ready in 8 business days");
    await expect(line.getByRole("link", { name: "Custom build: Site office" }).last()).toHaveAttribute("href", url);
    // Delivered as its base box: one truck from a depot near Miami, priced once the ship-to is known.
    await expect(line.getByTestId("line-delivery")).toContainText(/delivery \$[\d,]+\.\d\d · 1 truck · Ships from /);
    await fillCartDelivery(page);
    const total = (await page.getByTestId("cart-total").textContent())!;
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\/cs_sandbox_/);
    await expect(page.getByTestId("sandbox-amount")).toHaveText(total);
    const orderId = (await page.evaluate(() => JSON.parse(localStorage.getItem("currentOrder") ?? "null"))).orderId as string;
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry date (MM / YY)").fill(EXPIRY);
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Cardholder name").fill("Casey Builder");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

    await page.goto("/dashboard/orders");
    const design = page.getByTestId("order-design");
    await expect(design).toContainText("Custom build “Site office”");
    await design.locator("summary").click();
    await expect(design).toContainText("Window 36 × 24 with security bars");

    await signInAdmin(page, request);
    await page.goto("/admin/orders");
    await page.getByRole("button", { name: `Edit order ${shortId(orderId)}` }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("order-design")).toContainText("Custom build “Site office”");
  });
}
