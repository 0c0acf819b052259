import { expect, test } from "./support/test";
import { openSandboxPaymentPage } from "./support/sandbox-session.ts";

/* Issue 18: the sandbox payment page showed the decline and "Cardholder name is required" twice each. */

const EXPIRY = `12/${(new Date().getFullYear() + 3) % 100}`;

test("the sandbox card page says each problem once: a decline, then a missing cardholder name", async ({ page, request }) => {
  await page.goto(await openSandboxPaymentPage(request, "Una Once"));

  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry date (MM / YY)").fill(EXPIRY);
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Cardholder name").fill("Una Once");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("alert")).toContainText("Your card was declined");
  await expect(page.getByText("Your card was declined. Please try another card.")).toHaveCount(1);
  await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Cardholder name").fill("");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByText("Cardholder name is required")).toHaveCount(1);
  await expect(page.getByText("Your card was declined")).toHaveCount(0);
  await expect(page.getByLabel("Cardholder name")).toHaveAttribute("aria-invalid", "true");
});

/* Found in session 10: on a slow link the card typed before the page's scripts arrived was blanked by hydration,
   and Pay pressed before then sent the card number and CVC in the page's address (a plain GET form). */
test("card details typed before the scripts arrive are kept, and Pay waits for them", async ({ page, request }) => {
  const url = await openSandboxPaymentPage(request, "Sam Slowlink");
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date (MM / YY)").fill(EXPIRY);
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Cardholder name").fill("Sam Slowlink");
  const pay = page.getByRole("button", { name: /^Pay \$/ });
  await expect(pay).toBeDisabled();

  release();
  await expect(pay).toBeEnabled();
  await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
  await expect(page.getByLabel("Expiry date (MM / YY)")).toHaveValue(EXPIRY.replace("/", " / "));
  await expect(page.getByLabel("CVC")).toHaveValue("123");
  await expect(page.getByLabel("Cardholder name")).toHaveValue("Sam Slowlink");
  // The server took the card it was sent and answered with the success page (the order's own page is checkout.spec's).
  await pay.click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_sandbox_[\w-]+$/);
});
