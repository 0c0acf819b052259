import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { newAdmin } from "./support/admin.ts";

async function signInAs(page: Page, session: { token: string; user: unknown }) {
  await page.goto("/robots.txt");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("user", JSON.stringify(s.user));
  }, session);
}

test("an admin changes their display name and asks for a new e-mail from Settings", async ({ page, request }) => {
  const admin = await newAdmin(request, "Nora Name");
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, admin.session);
  await page.goto("/admin/settings");
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Your account" }) });
  await card.getByLabel("Display Name").fill("Nora Yardley");
  await card.getByRole("button", { name: "Save Changes" }).click();
  await expect(card.getByText("Your details are saved.")).toBeVisible();
  await expect(page.getByRole("complementary").getByText("Nora Yardley")).toBeVisible();

  await card.getByLabel("Email").fill("nora.new@example.com");
  await card.getByLabel("Current password").fill(admin.password);
  await card.getByRole("button", { name: "Save Changes" }).click();
  await expect(card.getByText("We sent a confirmation link to nora.new@example.com. Your e-mail changes when you open it.")).toBeVisible();
  await expect(card.getByLabel("Email")).toHaveValue(admin.email);
});

test("dark mode is saved per admin, painted before the page shows, and follows the device on System", async ({ page, request }) => {
  const admin = await newAdmin(request, "Dora Dark");
  // Records whether <html> was already dark when the body started: the boot script ran before any paint.
  await page.addInitScript(() => {
    const w = window as unknown as { darkAtBody?: boolean };
    new MutationObserver(() => {
      if (document.body && w.darkAtBody === undefined) w.darkAtBody = document.documentElement.classList.contains("dark");
    }).observe(document, { childList: true, subtree: true });
  });
  await signInAs(page, admin.session);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/admin/settings");
  const html = page.locator("html");
  await expect(page.getByRole("radio", { name: /System/ })).toBeChecked();
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole("radio", { name: /^Dark/ }).check();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(page.getByRole("radio", { name: /^Dark/ })).toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { darkAtBody?: boolean }).darkAtBody)).toBe(true);

  // Saved on the server: a new browser (nothing in localStorage) opens dark too.
  await page.evaluate(() => localStorage.removeItem("adminTheme"));
  await page.goto("/admin");
  await expect(html).toHaveClass(/dark/);
  // The storefront keeps its own colours.
  await page.goto("/");
  await expect(html).not.toHaveClass(/dark/);

  await page.goto("/admin/settings");
  await page.getByRole("radio", { name: /System/ }).check();
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/dark/);
});

test("the weekly report switch is each admin's own, in Settings", async ({ page, request }) => {
  const admin = await newAdmin(request, "Wes Weekly");
  await signInAs(page, admin.session);
  await page.goto("/admin/settings");
  const box = page.getByRole("checkbox", { name: "E-mail me the weekly report" });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(box).toBeEnabled();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "E-mail me the weekly report" })).toBeChecked();
  await page.goto("/admin/operations");
  await expect(page.getByText("receive it", { exact: true })).toBeVisible();
});
