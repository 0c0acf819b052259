import { expect, test } from "./support/test";
import { adminSession, signInAdmin } from "./support/admin.ts";

test("an admin edits the settings and the storefront footer shows them; the change is in the audit log", async ({ page, request }) => {
  const session = await signInAdmin(page, request);
  const headers = { Authorization: `Bearer ${session.token}` };
  const original = (await (await request.get("/v1/admin/settings", { headers })).json()).data;
  try {
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    // The admin's own account card has its Save Changes too: use the store form's.
    const store = page.locator("form", { has: page.getByLabel("Sales phone") });
    await page.getByLabel("Sales phone").fill("(786) 555-0199");
    await page.getByLabel("Opening hours").fill("Monday-Saturday 6am-8pm");
    await store.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText(/Settings saved successfully/)).toBeVisible();
    await expect(page.getByText("changed salesPhone, openingHours")).toBeVisible();
    // The site name in the admin header follows a save at once, without a reload.
    await page.getByLabel("Site name").fill("Boxyard Depot");
    await store.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("changed siteName")).toBeVisible();
    await expect(page.getByRole("link", { name: "Boxyard Depot" }).first()).toBeVisible();

    await page.goto("/");
    await expect(page.getByRole("link", { name: "Boxyard Depot" }).first()).toBeVisible();
    const footer = page.locator("footer");
    await expect(footer).toContainText("(786) 555-0199");
    await expect(footer).toContainText("Monday-Saturday 6am-8pm");
  } finally {
    const again = await adminSession(request);
    const res = await request.put("/v1/admin/settings", { headers: { Authorization: `Bearer ${again.token}` }, data: original });
    expect(res.ok()).toBeTruthy();
  }
});

test("invalid settings are refused with the field named", async ({ page, request }) => {
  await signInAdmin(page, request);
  await page.goto("/admin/settings");
  await page.getByLabel("Sales e-mail").fill("not-an-email");
  // The browser's own e-mail check stops the form first; the server check is covered by the API tests.
  await page.locator("form", { has: page.getByLabel("Sales phone") }).getByRole("button", { name: "Save Changes" }).click();
  expect(await page.getByLabel("Sales e-mail").evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
});
