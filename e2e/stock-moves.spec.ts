import { expect, test } from "./support/test";
import { signInAdmin } from "./support/admin.ts";

test("dispatch sends 2 units to another depot from the Stock page, sees them in transit, receives them; the ledger shows both moves", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAdmin(page, request);
  await page.goto("/admin/stock?lowOnly=false&search=BX-S20");
  const firstMove = page.getByRole("button", { name: /^Move stock: / }).last(); // emptiest first: the last row has units
  const label = (await firstMove.getAttribute("aria-label")) ?? "";
  await firstMove.click();
  const dialog = page.getByRole("dialog", { name: "Move stock" });
  await dialog.getByLabel("Units").fill("2");
  await dialog.getByLabel("Reference (optional)").fill("E2E rebalance");
  await dialog.getByRole("button", { name: "Save move" }).click();
  await expect(page.getByText(/2 × .* sent from .*: in transit\./)).toBeVisible();
  const transit = page.getByRole("region", { name: /In transit/ });
  const item = transit.getByRole("listitem").filter({ hasText: "E2E rebalance" }).first();
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: /^Receive at / }).click();
  await expect(page.getByText(/Received at .*: the units are on hand\./)).toBeVisible();
  const ledger = page.getByRole("region", { name: "Stock ledger" });
  await expect(ledger.getByRole("listitem").filter({ hasText: "E2E rebalance" })).toHaveCount(2);
  expect(label).toContain("Move stock:");
});
