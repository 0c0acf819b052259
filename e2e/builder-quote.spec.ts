import { expect, test } from "./support/test";
import { readMail } from "./support/mail-catcher.ts";

/*
 * Issue 21: a visitor who is not logged in builds a container and asks for a quote. The design reaches sales as a
 * design (the share link in the sales mail opens it, priced), not only as a list of words in the request.
 */
const OFFICE_TOTAL = "$11,635.00";

test("a logged-out quote from /builder carries the design to sales", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/builder");
  await expect(page.getByRole("heading", { name: "Build your container" })).toBeVisible();
  for (const name of ["Personnel door with lockset", "Window 36 × 24 with security bars", "Window 36 × 24 with security bars", "Spray-foam insulation", "Electrical package"]) {
    await page.getByRole("button", { name: `Add ${name}` }).click();
  }
  await expect(page.getByTestId("builder-total")).toHaveText(OFFICE_TOTAL);
  const name = `Walk-in office ${Date.now().toString(36)}`;
  await page.getByLabel("Design name").fill(name);

  await page.getByRole("button", { name: "Request a quote" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Wanda Walkin");
  await dialog.getByLabel("E-mail").fill("wanda@example.com");
  await dialog.getByLabel("Delivery ZIP").fill("33132");
  await dialog.getByRole("button", { name: "Send to sales" }).click();
  await expect(dialog.getByRole("status")).toContainText("Sales has your design");

  let link = "";
  await expect(async () => {
    const mail = readMail(process.env.E2E_MAIL_DIR!, "sales@e2e.test").find((m) => m.includes(name)) ?? "";
    link = /\/builder\/d\/[0-9a-f-]{36}/.exec(mail)?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 30_000 });

  await page.goto(link);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByTestId("builder-total")).toHaveText(OFFICE_TOTAL);
  await expect(page.getByTestId("modification")).toHaveCount(5);
});
