import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { readMail } from "./support/mail-catcher.ts";

const ADMIN = { email: "admin@boxyard.local", password: "Boxyard-admin-2026" };
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByRole("tabpanel").getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
}

async function waitForResetLink(to: string): Promise<string> {
  let link = "";
  await expect
    .poll(() => {
      // The newest mail with a reset link: the registration's confirmation mail may land after it.
      const [mail] = readMail(process.env.E2E_MAIL_DIR!, to).filter((m) => m.includes("/reset-password/")).slice(-1);
      link = /https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]{43}/.exec(mail ?? "")?.[0] ?? "";
      return link;
    }, { timeout: 15_000 })
    .not.toBe("");
  return link;
}

test("register, then log in, lands on the dashboard with the session stored", async ({ page }) => {
  const id = unique();
  const email = `e2e-${id}@example.com`;
  await page.goto("/auth?tab=register");
  await expect(page.getByRole("tab", { name: "Create new account" })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Full Name").fill("Erin Test");
  await page.getByLabel("Username").fill(`erin${id}`);
  await page.getByRole("tabpanel").getByLabel("Email Address").fill(email);
  await page.getByLabel("Contact Phone").fill("(305) 555-0123");
  await page.getByLabel("Password", { exact: true }).fill("Weathered-steel-40");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Registration successful! Please log in.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Log in" })).toHaveAttribute("aria-selected", "true");

  // Switching tabs clears the message.
  await page.getByRole("tab", { name: "Reset your password" }).click();
  await expect(page.getByText("Registration successful! Please log in.")).toHaveCount(0);
  await expect(page.getByText("Password reset instructions will be sent to your registered email address.")).toBeVisible();

  await page.getByRole("tab", { name: "Log in" }).click();
  await page.getByRole("tabpanel").getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password-1");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

  await page.getByLabel("Password", { exact: true }).fill("Weathered-steel-40");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const stored = await page.evaluate(() => ({ token: localStorage.getItem("token"), user: JSON.parse(localStorage.getItem("user") ?? "null") }));
  expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(stored.user).toMatchObject({ email, role: "user", full_name: "Erin Test" });
});

test("registering a taken address answers as for a new one and tells that account's owner (ADR 070)", async ({ page }) => {
  await page.goto("/auth?tab=register");
  await page.getByLabel("Full Name").fill("Second Admin");
  await page.getByLabel("Username").fill(`dup${unique()}`);
  await page.getByRole("tabpanel").getByLabel("Email Address").fill("ADMIN@boxyard.local");
  await page.getByLabel("Contact Phone").fill("3055550100");
  await page.getByLabel("Password", { exact: true }).fill("Weathered-steel-40");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Registration successful! Please log in.")).toBeVisible();
  await expect.poll(() => readMail(process.env.E2E_MAIL_DIR!, "admin@boxyard.local").join("\n"), { timeout: 15_000 }).toContain("tried to register");
});

test("a new account sees 'Confirm your e-mail' until it opens the mailed link (375 and 1280 px)", async ({ page }) => {
  const id = unique();
  const email = `verify-${id}@example.com`;
  await page.goto("/auth?tab=register");
  await page.getByLabel("Full Name").fill("Vera Fied");
  await page.getByLabel("Username").fill(`vera${id}`);
  await page.getByRole("tabpanel").getByLabel("Email Address").fill(email);
  await page.getByLabel("Contact Phone").fill("(305) 555-0123");
  await page.getByLabel("Password", { exact: true }).fill("Weathered-steel-40");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Registration successful! Please log in.")).toBeVisible();
  await logIn(page, email, "Weathered-steel-40");
  const banner = page.getByRole("region", { name: "Confirm your e-mail" });
  await expect(banner).toContainText(email);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots-sec-a/verify-banner-${width}.png`, fullPage: true });
  }
  await page.goto("/dashboard/offers");
  await expect(page.getByText(/we show them once you have confirmed that the address is yours/)).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots-sec-a/offers-unverified-${width}.png` });
  }
  await banner.getByRole("button", { name: "Send a new link" }).click();
  await expect(banner.getByText(`We sent a new confirmation link to ${email}.`)).toBeVisible();
  let link = "";
  await expect
    .poll(() => {
      // The resent link (the second mail): it replaced the registration's.
      const mails = readMail(process.env.E2E_MAIL_DIR!, email).filter((m) => m.includes("/verify-email/"));
      link = mails.length < 2 ? "" : (/https?:\/\/[^\s"<>]+\/verify-email\/[A-Za-z0-9_-]{43}/.exec(mails.at(-1)!)?.[0] ?? "");
      return link;
    }, { timeout: 15_000 })
    .not.toBe("");
  await page.goto(link);
  await page.screenshot({ path: "/tmp/shots-sec-a/verify-page-1280.png" });
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(page.getByRole("heading", { name: "E-mail confirmed" })).toBeVisible();
  await page.goto("/dashboard/offers");
  await expect(page.getByText("No offers yet")).toBeVisible();
  await expect(page.getByRole("region", { name: "Confirm your e-mail" })).toHaveCount(0);
});

test("the admin logs in and lands on /admin (375 px)", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").role)).toBe("admin");
});

test("password reset: e-mailed link, new password, old sessions end", async ({ page, request }) => {
  const id = unique();
  const email = `reset-${id}@example.com`;
  const register = await request.post("/v1/user/register", {
    data: { full_name: "Rita Reset", user_name: `rita${id}`, email, phone: "3055550111", password: "Original-steel-41" },
  });
  expect(register.status()).toBe(201);
  const oldToken = (await (await request.post("/v1/user/login", { data: { email, password: "Original-steel-41" } })).json()).data.token;

  await page.goto("/auth?tab=password");
  await page.getByRole("tabpanel").getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Send reset instructions" }).click();
  await expect(page.getByText("Password reset instructions sent to your email.")).toBeVisible();

  const link = await waitForResetLink(email);
  await page.goto(new URL(link).pathname);
  const submit = page.getByRole("button", { name: "Reset Password" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("New Password").fill("Brand-new-steel-42");
  await expect(submit).toBeDisabled();
  await page.getByLabel("Confirm Password").fill("Brand-new-steel-43");
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("Passwords don't match");
  await page.getByLabel("Confirm Password").fill("Brand-new-steel-42");
  await submit.click();
  await expect(page.getByText("Password reset successfully! Redirecting to login...")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6000 });

  expect((await request.get("/v1/user/me", { headers: { Authorization: `Bearer ${oldToken}` } })).status()).toBe(401);
  await logIn(page, email, "Brand-new-steel-42");
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link was single use.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("alert")).toHaveText("Invalid or expired token");
  await page.getByRole("link", { name: "Back to Login" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("a made-up reset link shows the error and Back to Login", async ({ page }) => {
  await page.goto("/reset-password/not-a-real-token");
  await expect(page.getByRole("alert")).toHaveText("Invalid or expired token");
  await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/auth");
});

test("a dead stored session is forgotten when the server answers 401", async ({ page, context }) => {
  await context.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("token", "revoked-or-made-up-token");
      localStorage.setItem("user", JSON.stringify({ id: "x", full_name: "Ghost User", role: "user" }));
    }
  });
  await page.goto("/auth");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await expect(page.getByText("You are logged in as")).toHaveCount(0);
});
