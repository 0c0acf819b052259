import { expect, test } from "./support/test";
import { signInAdmin } from "./support/admin.ts";
import { registerCustomer, signIn } from "./support/dashboard-customer.ts";

test("the owner makes a customer Sales on the Staff page; Sales sees only its pages; the audit log finds the change", async ({ page, request }) => {
  const person = await registerCustomer(request, "Sasha Seller");
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAdmin(page, request);
  await page.goto("/admin/staff");
  await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
  await page.getByLabel("Full name").fill("Sasha Seller");
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Role", { exact: true }).selectOption("sales");
  await page.getByRole("button", { name: "Add to staff" }).click();
  await expect(page.getByText("Sasha Seller is now Sales.")).toBeVisible();
  await expect(page.getByLabel("Role of Sasha Seller")).toHaveValue("sales");

  await page.goto("/admin/audit?action=staff.added");
  await expect(page.getByText(person.email).first()).toBeVisible();

  // The new seller logs in again (the stored user now says Sales) and meets their own sidebar.
  const login = await (await request.post("/v1/user/login", { data: { email: person.email, password: person.password } })).json();
  await signIn(page, { ...person, token: login.data.token, user: login.data.user });
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Offers" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  for (const hidden of ["Invoices", "Stock", "Staff", "Audit log", "Products"]) await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
  await expect(page.getByText("Sales", { exact: true }).first()).toBeVisible();
  await page.goto("/admin/invoices");
  await expect(page.getByRole("heading", { name: "Not part of your role" })).toBeVisible();
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page.getByText("Recent admin activity")).toHaveCount(0);
  await page.goto("/admin/offers");
  await expect(page.getByRole("heading", { name: "Offers", level: 1 })).toBeVisible();
});
