import { expect, test } from "./support/test";
import { type Customer, registerCustomer, signIn } from "./support/dashboard-customer.ts";

/*
 * The customer dashboard at 375 px and 1280 px: every tab, addresses and cards kept on the server, the card
 * request without number or CVV, profile edits. Orders, receipts, invoices and PDFs: dashboard-orders.spec.ts.
 */

const WIDTHS = [375, 1280] as const;
const TABS = [
  { path: "/dashboard", heading: /^Welcome back, Dana$/ },
  { path: "/dashboard/cart", heading: /^Cart$/ },
  { path: "/dashboard/orders", heading: /^Orders$/ },
  { path: "/dashboard/invoices", heading: /^Invoices$/ },
  { path: "/dashboard/address", heading: /^Addresses$/ },
  { path: "/dashboard/payment", heading: /^Payment methods$/ },
  { path: "/dashboard/edits", heading: /^Profile$/ },
  { path: "/dashboard/no-such-tab", heading: /^Cart$/ },
];

let customer: Customer;
test.beforeAll(async ({ request }) => {
  customer = await registerCustomer(request);
});

test("an anonymous visitor is sent to /auth", async ({ page }) => {
  await page.goto("/dashboard/orders");
  await expect(page).toHaveURL(/\/auth$/);
});

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, customer);
    });

    test("every tab renders with the account menu, support line, quote button and guide", async ({ page }, info) => {
      test.setTimeout(150_000); // nine tabs, each loaded and shot full page: over a minute on a busy machine
      for (const tab of TABS) {
        await page.goto(tab.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(tab.heading);
        const frame = width >= 1024 ? page.getByRole("complementary", { name: "Account menu" }) : page.getByTestId("dashboard-topbar");
        await expect(frame).toBeVisible();
        await expect(frame.getByRole("link", { name: "Orders" })).toBeVisible();
        await expect(frame.getByRole("link", { name: "Invoices" })).toBeAttached();
        await expect(frame.getByRole("button", { name: "Logout" })).toBeVisible();
        await expect(frame.getByText("(305) 555-0177")).toBeVisible();
        const support = page.getByRole("region", { name: "Need help?" }).filter({ visible: true });
        await expect(support).toContainText("Mon-Fri 7am-6pm PST");
        await expect(support.getByRole("link", { name: "Get a quote" })).toHaveAttribute("href", "/contact#quote");
        const guide = page.getByRole("region", { name: "Buying online is easy" }).filter({ visible: true });
        await expect(guide.getByRole("listitem")).toHaveText([/Choose your container/, /Pick a delivery date/, /Receive your container/]);
        const name = tab.path.split("/").pop();
        await page.screenshot({ path: info.outputPath(`dashboard-${name === "dashboard" ? "view" : name}-${width}.png`), fullPage: true });
      }
    });

    test("an address and a card are saved, survive a reload, and the card request has no number or CVV", async ({ page }, info) => {
      const street = `${width} Harbor Way`;
      await page.goto("/dashboard/address");
      await page.getByRole("button", { name: "Add address" }).click();
      const form = page.getByRole("form", { name: "Add address" });
      await form.getByLabel("Street").fill(street);
      await form.getByLabel("City").fill("Miami");
      await form.getByLabel("State").fill("FL");
      await form.getByLabel("Postal code").fill("33101-1234");
      await form.getByLabel("Phone (optional)").fill("305-555-0123");
      await page.screenshot({ path: info.outputPath(`address-form-${width}.png`), fullPage: true });
      await form.getByRole("button", { name: "Save address" }).click();
      await expect(page.getByText("Address added successfully.")).toBeVisible();
      await expect(page.getByTestId("address-card").filter({ hasText: street })).toContainText("Miami, FL 33101-1234");

      await page.goto("/dashboard/payment");
      await page.getByRole("button", { name: "Add card" }).click();
      const card = page.getByRole("form", { name: "Add payment method" });
      await card.getByLabel("Cardholder name").fill("Dana Whitfield");
      await card.getByLabel("Card number").fill("5555-5555 5555 4444");
      await expect(card.getByLabel("Card number")).toHaveValue("5555 5555 5555 4444");
      await expect(card.getByLabel("Card type")).toHaveValue("mastercard");
      const nextYear = String(new Date().getFullYear() + 1);
      await card.getByLabel("Expiry year").selectOption(nextYear);
      await card.getByLabel("Expiry month").selectOption("7");
      await card.getByLabel("CVV").fill("987");
      await card.getByLabel("Add a billing address").check();
      await card.getByLabel("Billing street").fill("9 Bay Rd");
      await card.getByLabel("Billing city").fill("Tampa");
      await card.getByLabel("Billing state").fill("FL");
      await card.getByLabel("Billing postal code").fill("33602");
      await page.screenshot({ path: info.outputPath(`card-form-${width}.png`), fullPage: true });
      const saving = page.waitForRequest((r) => r.url().endsWith("/v1/user/payment-methods") && r.method() === "POST");
      await card.getByRole("button", { name: "Save card" }).click();
      const raw = (await saving).postData() ?? "";
      expect(raw).not.toContain("5555555555554444");
      expect(raw).not.toContain("5555 5555");
      expect(raw).not.toContain("987");
      expect(Object.keys(JSON.parse(raw)).sort()).toEqual(["billingAddress", "cardType", "cardholderName", "expiryMonth", "expiryYear", "isDefault", "lastFourDigits"]);
      expect(JSON.parse(raw)).toMatchObject({ cardType: "mastercard", lastFourDigits: "4444", expiryMonth: 7, expiryYear: Number(nextYear) });
      await expect(page.getByText("Payment method added.")).toBeVisible();

      await page.reload();
      const saved = page.getByTestId("saved-card").filter({ hasText: "4444" }).first();
      await expect(saved).toContainText("Mastercard");
      await expect(saved).toContainText(`Exp 07/${nextYear.slice(-2)}`);
      await saved.getByRole("button", { name: "Show details" }).click();
      await expect(saved.getByTestId("card-details")).toContainText("9 Bay Rd, Tampa, FL 33602, USA");
      await page.screenshot({ path: info.outputPath(`cards-${width}.png`), fullPage: true });
      await expect(saved).toContainText("•••• •••• •••• 4444");
      await saved.getByRole("button", { name: "Hide details" }).click();
      await expect(saved.getByTestId("card-details")).toHaveCount(0);

      await page.goto("/dashboard/address");
      await expect(page.getByTestId("address-card").filter({ hasText: street })).toBeVisible();
    });
  });
}

test.describe("forms", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, customer);
  });

  test("the server's address errors appear under the inputs", async ({ page }) => {
    await page.goto("/dashboard/address");
    await page.getByRole("button", { name: "Add address" }).click();
    const form = page.getByRole("form", { name: "Add address" });
    await form.getByLabel("Street").fill("1 Nowhere St");
    await form.getByLabel("Postal code").fill("ABC");
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(form.getByLabel("City")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("City")).toHaveAccessibleDescription("City is required");
    await expect(form.getByLabel("State")).toHaveAccessibleDescription("State is required");
    await expect(form.getByLabel("Postal code")).toHaveAccessibleDescription("Enter a 5-digit ZIP code or ZIP+4 (12345-6789)");
    await expect(form.getByLabel("Street")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("addresses: edit, set default and delete go through the server", async ({ page, request }) => {
    const headers = { Authorization: `Bearer ${customer.token}` };
    for (const street of ["11 First St", "22 Second St"]) {
      const res = await request.post("/v1/user/addresses", { headers, data: { street, city: "Austin", state: "TX", postalCode: "73301" } });
      expect(res.status()).toBe(201);
    }
    await page.goto("/dashboard/address");
    const second = page.getByTestId("address-card").filter({ hasText: "22 Second St" });
    await second.getByRole("button", { name: "Set as default" }).click();
    await expect(page.getByText("Default address updated.")).toBeVisible();
    await expect(second).toContainText("Default");
    const list = await (await request.get("/v1/user/addresses", { headers })).json();
    const defaults = list.data.filter((a: { type: string; isDefault: boolean }) => a.type === "shipping" && a.isDefault);
    expect(defaults.map((a: { street: string }) => a.street)).toEqual(["22 Second St"]);

    const first = page.getByTestId("address-card").filter({ hasText: "11 First St" });
    await first.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("form", { name: "Edit address" });
    await form.getByLabel("Street").fill("11 First Street");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Address updated successfully.")).toBeVisible();
    await expect(page.getByTestId("address-card").filter({ hasText: "11 First Street" })).toBeVisible();

    await page.getByTestId("address-card").filter({ hasText: "11 First Street" }).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Address removed.")).toBeVisible();
    await expect(page.getByTestId("address-card").filter({ hasText: "11 First Street" })).toHaveCount(0);
  });

  test("the card form applies the spec's rules and messages", async ({ page }) => {
    await page.goto("/dashboard/payment");
    await page.getByRole("button", { name: "Add card" }).click();
    const form = page.getByRole("form", { name: "Add payment method" });
    const now = new Date();
    const years = await form.getByLabel("Expiry year").locator("option").allTextContents();
    expect(years).toEqual(Array.from({ length: 10 }, (_, i) => String(now.getFullYear() + i)));
    expect(await form.getByLabel("Expiry month").locator("option").count()).toBe(12);

    await form.getByLabel("Card number").pressSequentially("4111x1111-1111 11119999");
    await expect(form.getByLabel("Card number")).toHaveValue("4111 1111 1111 1111");
    await form.getByLabel("CVV").pressSequentially("12a345");
    await expect(form.getByLabel("CVV")).toHaveValue("1234");
    await form.getByLabel("Card number").fill("4111 1111 1111");
    await form.getByLabel("CVV").fill("12");
    await form.getByRole("button", { name: "Save card" }).click();
    await expect(form.getByText("Cardholder name is required")).toBeVisible();
    await expect(form.getByText("Invalid card number")).toBeVisible();
    await expect(form.getByText("Invalid CVV")).toBeVisible();

    // Amex is detected from the prefix; the brand stays selectable.
    await form.getByLabel("Card number").fill("378282246310005");
    await expect(form.getByLabel("Card type")).toHaveValue("amex");
    await form.getByLabel("Card type").selectOption("other");
    await expect(form.getByLabel("Card type")).toHaveValue("other");

    if (now.getMonth() > 0) {
      await form.getByLabel("Expiry year").selectOption(String(now.getFullYear()));
      await form.getByLabel("Expiry month").selectOption(String(now.getMonth()));
      await form.getByRole("button", { name: "Save card" }).click();
      await expect(form.getByText("Card is expired")).toBeVisible();
    }
  });

  test("cards: set default and remove act on the server", async ({ page, request }) => {
    const headers = { Authorization: `Bearer ${customer.token}` };
    const year = new Date().getFullYear() + 2;
    for (const last of ["1111", "2222"]) {
      const res = await request.post("/v1/user/payment-methods", { headers, data: { cardholderName: "Dana", cardType: "visa", lastFourDigits: last, expiryMonth: 1, expiryYear: year } });
      expect(res.status()).toBe(201);
    }
    await page.goto("/dashboard/payment");
    const card = page.getByTestId("saved-card").filter({ hasText: "2222" });
    await card.getByRole("button", { name: "Set as default" }).click();
    await expect(page.getByText("Default payment method updated.")).toBeVisible();
    await expect(page.getByTestId("saved-card").first()).toContainText("2222");
    await expect(page.getByTestId("saved-card").first()).toContainText("Default");

    await page.getByTestId("saved-card").filter({ hasText: "1111" }).getByRole("button", { name: "Remove" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Payment method removed.")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("saved-card").filter({ hasText: "1111" })).toHaveCount(0);
    await expect(page.getByTestId("saved-card").filter({ hasText: "2222" })).toBeVisible();
  });

  test("profile: the user's own data, edit mode, saved on the server and in localStorage", async ({ page, request }) => {
    const fresh = await registerCustomer(request, "Pat Profile");
    await signIn(page, fresh);
    await page.goto("/dashboard/edits");
    await expect(page.getByTestId("role-label")).toHaveText("Standard User");
    // The account menu names the address too (issue 48 point 13): the profile's own field is the one read here.
    await expect(page.getByRole("definition").filter({ hasText: fresh.email })).toBeVisible();

    await page.getByRole("button", { name: "Edit profile" }).click();
    const form = page.getByRole("form", { name: "Edit profile" });
    // Another account's address is not revealed (ADR 070): like any new e-mail, it first needs the current password.
    await form.getByLabel("Email").fill("admin@boxyard.local");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(form.getByLabel("Current password")).toHaveAccessibleDescription("Enter your current password to change your email");
    await expect(form.getByText("This email is already registered")).toHaveCount(0);

    await form.getByLabel("Email").fill(fresh.email);
    await form.getByLabel("Full name").fill("Patricia Profile");
    await form.getByLabel("Phone").fill("(786) 555-0199");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Profile updated successfully.")).toBeVisible();
    await expect(page.getByText("Patricia Profile").first()).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"));
    expect(stored).toMatchObject({ full_name: "Patricia Profile", phone: "(786) 555-0199" });

    await page.reload();
    await expect(page.getByRole("definition").filter({ hasText: "Patricia Profile" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "(786) 555-0199" })).toBeVisible();
  });
});
