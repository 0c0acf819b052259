import { expect, test } from "./support/test";
import { registerCustomer } from "./support/dashboard-customer.ts";
import { newAdmin, signInAdmin } from "./support/admin.ts";
import { readMail } from "./support/mail-catcher.ts";

test("an admin blocks a customer: the badge shows and the customer's token is refused", async ({ page, request }) => {
  const customer = await registerCustomer(request, "Blake Blocked");
  const headers = { Authorization: `Bearer ${customer.token}` };
  expect((await request.get("/v1/user/orders", { headers })).status()).toBe(200);

  await signInAdmin(page, request);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await page.getByPlaceholder("Search by name, email or username").fill(customer.email);
  const row = page.getByRole("button", { name: /Blake Blocked/ });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByRole("tab", { name: "Profile", selected: true })).toBeVisible();
  // Blocking asks first; Cancel leaves the account as it was.
  await page.getByRole("button", { name: "Block", exact: true }).click();
  const ask = page.getByRole("dialog", { name: "Block this user?" });
  await expect(ask).toContainText("Blake Blocked");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  expect((await request.get("/v1/user/orders", { headers })).status()).toBe(200);
  await page.getByRole("button", { name: "Block", exact: true }).click();
  await page.getByRole("dialog", { name: "Block this user?" }).getByRole("button", { name: "Block" }).click();
  await expect(page.getByText("User blocked successfully.")).toBeVisible();
  await expect(row.getByText("Blocked").first()).toBeVisible();

  expect((await request.get("/v1/user/orders", { headers })).status()).toBe(401);
  const login = await request.post("/v1/user/login", { data: { email: customer.email, password: customer.password } });
  expect(login.status()).toBe(403);

  await page.getByRole("button", { name: "Unblock" }).click();
  await expect(page.getByText("User unblocked successfully.")).toBeVisible();
  expect((await request.post("/v1/user/login", { data: { email: customer.email, password: customer.password } })).status()).toBe(200);

  // A role change and a delete ask too.
  await page.getByLabel("Role").selectOption("admin");
  await page.getByRole("button", { name: "Change role" }).click();
  const promote = page.getByRole("dialog", { name: "Make this user an admin?" });
  await promote.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Role updated successfully.")).toHaveCount(0);
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("dialog", { name: "Delete this user?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("User archived successfully.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore", exact: true })).toBeVisible();
});

test("the users list matches the spec's texts at 375 px, and the admin's own row cannot block itself", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAdmin(page, request);
  await page.goto("/admin/users");
  await page.getByPlaceholder("Search by name, email or username").fill("zz-nobody-matches-this");
  await expect(page.getByText("No users found")).toBeVisible();
  await page.getByPlaceholder("Search by name, email or username").fill("admin@boxyard.local");
  await page.getByRole("button", { name: /Boxyard Admin/ }).click();
  await expect(page.getByRole("button", { name: "Block", exact: true })).toBeDisabled();
  await expect(page.getByText("you cannot block, archive or demote yourself")).toBeVisible();
  // The six tabs do not fit at 375 px: the strip shows it with a fade and an arrow that scrolls it.
  const tabs = page.getByRole("tablist", { name: /Details of Boxyard Admin/ });
  await expect(page.getByTestId("scroll-right")).toBeVisible();
  await expect(page.getByTestId("scroll-left")).toHaveCount(0);
  await page.getByTestId("scroll-right").click();
  await expect(page.getByTestId("scroll-left")).toBeVisible();
  await expect.poll(() => tabs.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // The drawer menu of narrow screens reaches every admin page.
  await page.getByRole("button", { name: "Open the admin menu" }).click();
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
});

test("a customer who opens /admin is told it is for admins only (issue 18; it used to send them to /auth)", async ({ page, request }) => {
  const customer = await registerCustomer(request, "Curious Customer");
  await page.goto("/robots.txt");
  await page.evaluate((c) => {
    localStorage.setItem("token", c.token);
    localStorage.setItem("user", JSON.stringify(c.user));
  }, customer);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test("an admin sends a customer a password reset link; there is no password field (ADR 070)", async ({ page, request }) => {
  const customer = await registerCustomer(request, "Reset Rita");
  await signInAdmin(page, request);
  await page.goto("/admin/users");
  await page.getByPlaceholder("Search by name, email or username").fill(customer.email);
  await page.getByRole("button", { name: /Reset Rita/ }).click();
  await expect(page.getByLabel("Reset password")).toHaveCount(0);
  await page.getByRole("button", { name: "Send password reset" }).click();
  await expect(page.getByText(`We sent a password reset link to ${customer.email}.`)).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots-sec-a/admin-user-profile-${width}.png`, fullPage: true });
  }
  await expect.poll(() => readMail(process.env.E2E_MAIL_DIR!, customer.email).join("\n"), { timeout: 15_000 }).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}/);
});

test("editing another admin asks for the acting admin's two-factor code (ADR 070)", async ({ page, request }) => {
  const other = await newAdmin(request, "Other Oscar");
  await signInAdmin(page, request);
  await page.goto("/admin/users");
  await page.getByPlaceholder("Search by name, email or username").fill(other.email);
  await page.getByRole("button", { name: /Other Oscar/ }).click();
  await expect(page.getByLabel("Your two-factor code")).toBeVisible();
  await page.getByLabel("Full name").fill("Oscar Renamed");
  await page.getByLabel("Your two-factor code").fill("000000");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText(/needs your two-factor code/).first()).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots-sec-a/admin-edit-admin-${width}.png`, fullPage: true });
  }
});
