import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { readMail } from "./support/mail-catcher.ts";

const ADMIN = { email: "admin@boxyard.local", password: "Boxyard-admin-2026" };
const SALES = "sales@e2e.test";
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Waits until the SMTP catcher holds a mail to `to` that matches, and returns it. */
async function waitForMail(to: string, match: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(() => (found = readMail(process.env.E2E_MAIL_DIR!, to).find((m) => match.test(m)) ?? ""), { timeout: 15_000 })
    .not.toBe("");
  return found;
}

/** Logs in through the API and stores the session the way the /auth page does. */
async function logInAsAdmin(page: Page, request: APIRequestContext) {
  const res = await request.post("/v1/user/login", { data: ADMIN });
  expect(res.ok()).toBe(true);
  const { token, user } = (await res.json()).data;
  await page.goto("/");
  await page.evaluate(([t, u]) => {
    localStorage.setItem("token", t);
    localStorage.setItem("user", u);
  }, [token, JSON.stringify(user)]);
}

async function firstProduct(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const res = await request.get("/v1/products/products?limit=1");
  return (await res.json()).data.products[0];
}

test("a quote sent from a product page reaches sales over SMTP and the admin inbox, where its status changes", async ({ page, request }) => {
  const product = await firstProduct(request);
  const email = `lead-${unique()}@example.com`;
  await page.goto(`/product/${product.id}`);
  // The product page's delivery ZIP (docs/decisions/024): a Seattle ZIP is served from the Seattle depot.
  await page.getByLabel("Deliver to ZIP code").fill("98101");
  await page.getByRole("button", { name: "Update prices" }).click();
  await expect(page.getByTestId("quote-status")).toContainText(/Ships from our Seattle, WA depot/);

  const form = page.getByRole("form", { name: "Quote request" });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByTestId("quote-product")).toContainText(product.name);

  // Nothing filled: every problem is named at its field, nothing is sent.
  await form.getByRole("button", { name: "Get a quote" }).click();
  await expect(form.getByText("Enter your name")).toBeVisible();
  await expect(form.getByText("Enter a 5-digit ZIP code")).toBeVisible();
  await expect(form.getByText(/e-mail address or a phone number/)).toBeVisible();

  await form.getByLabel("Your Name").fill("Erin Lead");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Company").fill("Lead Works");
  await form.getByLabel("Delivery zip code").fill("33101");
  await expect(form.getByRole("status", { name: "Delivery estimate" })).toContainText("from our Miami, FL depot");
  await expect(form.getByRole("status", { name: "Delivery estimate" })).toContainText("Crane truck");
  await form.getByLabel("Project details").fill("Two units for a job site, needed by March.");
  await form.getByRole("button", { name: "Get a quote" }).click();
  await expect(page.getByText("Request sent")).toBeVisible();

  const salesMail = await waitForMail(SALES, new RegExp(email.replace(/[.+]/g, "\\$&")));
  expect(salesMail).toContain(product.name);
  expect(salesMail).toContain("33101");
  await waitForMail(email, /Thank you for asking Boxyard for a quote/);

  await logInAsAdmin(page, request);
  await page.goto(`/admin/quotes?search=${encodeURIComponent(email)}`);
  const card = page.getByRole("article").filter({ hasText: "Erin Lead" });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: product.name })).toBeVisible();
  await expect(card).toContainText("Two units for a job site");
  await card.getByLabel("Status").selectOption("contacted");
  await expect(card.getByText("Status saved")).toBeVisible();
  await card.getByLabel("Notes").fill("Called, sending prices Monday");
  await card.getByRole("button", { name: "Save notes" }).click();
  await expect(card.getByText("Notes saved")).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole("article").filter({ hasText: "Erin Lead" });
  await expect(reloaded.getByLabel("Status")).toHaveValue("contacted");
  await expect(reloaded.getByLabel("Notes")).toHaveValue("Called, sending prices Monday");
  await page.getByRole("button", { name: /^Contacted/ }).click();
  await expect(page.getByRole("article").filter({ hasText: "Erin Lead" })).toBeVisible();
});

test("newsletter: footer sign-up, confirm by the mailed link, export as admin, unsubscribe by the link", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = `reader-${unique()}@example.com`;
  await page.goto("/");
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(form.getByText("Check your inbox to confirm your subscription.")).toBeVisible();

  const mail = await waitForMail(email, /newsletter\/confirm\//);
  const confirmLink = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0] ?? "";
  const unsubscribeLink = /https?:\/\/[^\s"<>]+\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0] ?? "";
  expect(confirmLink).not.toBe("");
  expect(unsubscribeLink).not.toBe("");

  await page.goto(confirmLink);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "You're subscribed!" })).toBeVisible();

  const login = await (await request.post("/v1/user/login", { data: ADMIN })).json();
  const csv = await request.get("/v1/admin/newsletter/export.csv", { headers: { Authorization: `Bearer ${login.data.token}` } });
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(email);
  expect((await request.get("/v1/admin/newsletter/export.csv")).status()).toBe(401);

  await page.goto(unsubscribeLink);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
});
