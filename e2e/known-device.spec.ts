import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

const ADMIN = { email: "admin@boxyard.local", password: "Boxyard-admin-2026" };

async function logIn(page: Page) {
  await page.goto("/auth");
  await page.getByRole("tabpanel").getByLabel("Email", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
}

// docs/decisions/072: a complete sign-in remembers the browser, which then sends the cookie to the log-in calls only.
test("a sign-in leaves the known-device cookie, which the browser sends back to the next log-in and nowhere else", async ({ page, context }) => {
  await logIn(page);
  const cookie = (await context.cookies()).find((c) => c.name === "bx_known_device");
  expect(cookie).toMatchObject({ path: "/v1/user", httpOnly: true, sameSite: "Strict" });
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 170 * 24 * 3600);
  expect(await page.evaluate(() => document.cookie)).not.toContain("bx_known_device");

  await page.evaluate(() => localStorage.clear());
  const next = page.waitForRequest((r) => r.url().endsWith("/v1/user/login") && r.method() === "POST");
  const adminCall = page.waitForRequest((r) => r.url().includes("/v1/admin/"));
  await logIn(page);
  expect((await (await next).allHeaders()).cookie ?? "").toContain("bx_known_device=");
  // The admin page's own calls (after the log-in sends the browser to /admin) go without it.
  expect((await (await adminCall).allHeaders()).cookie ?? "").not.toContain("bx_known_device");
});
