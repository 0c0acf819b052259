import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { generate } from "otplib";
import { newAdmin } from "./support/admin.ts";

/** The code an authenticator app would show `ahead` seconds from now (the server accepts one step of drift). */
const codeFor = (secret: string, ahead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead });

async function logInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByRole("tabpanel").getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

async function logOut(page: Page) {
  // At 1280 px the sidebar's Logout is visible.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

test("an admin sets up two-factor sign-in, then logs in with an app code and with a recovery code", async ({ page, request }) => {
  // Its own admin, so the demo admin that other specs log in with keeps password-only sign-in.
  const person = await newAdmin(request, "Tess Factor");

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInWithPassword(page, person.email, person.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/settings");
  await expect(page.getByText("Off · your password alone signs you in.")).toBeVisible();
  await page.getByRole("link", { name: "Set up two-factor sign-in" }).click();
  await page.getByRole("button", { name: "Start set-up" }).click();
  await expect(page.getByAltText("QR code to scan with your authenticator app")).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").getAttribute("data-secret")) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await page.getByLabel("6-digit code").fill("000000");
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await page.getByLabel("6-digit code").fill(await codeFor(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents()).map((c) => c.trim());
  await page.getByRole("link", { name: "I have saved them" }).click();
  await expect(page.getByText(/On since .* 10 of 10 recovery codes left/)).toBeVisible();

  // The code used at enrolment is spent; the app's next code (one step ahead) logs in.
  await logOut(page);
  await logInWithPassword(page, person.email, person.password);
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  await page.getByLabel("Authentication code").fill(await codeFor(secret, 30));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // A recovery code instead of the app: it works once.
  await logOut(page);
  await logInWithPassword(page, person.email, person.password);
  await page.getByLabel("Authentication code").fill(recovery[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/settings");
  await expect(page.getByText(/9 of 10 recovery codes left/)).toBeVisible();

  await logOut(page);
  await logInWithPassword(page, person.email, person.password);
  await page.getByLabel("Authentication code").fill(recovery[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
