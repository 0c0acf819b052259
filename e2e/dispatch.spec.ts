import sharp from "sharp";
import { expect, test } from "./support/test";
import { TRUCK_LABELS, type TruckType } from "../contract/delivery.ts";
import type { OrderDto } from "../contract/orders.ts";
import { shortId } from "../contract/orders.ts";
import { adminSession, signInAdmin } from "./support/admin.ts";
import { registerCustomer } from "./support/dashboard-customer.ts";
import { readMail } from "./support/mail-catcher.ts";
import { createPaidOrder } from "./support/paid-order.ts";

/*
 * Issue 46, dispatch (ADR 085): a paid order → the owner gives a customer the Driver role on the Staff page →
 * dispatch links the driver and a truck on the board and assigns the drop → the driver, on a 375 px phone, marks it
 * delivered with a photo and a signature → the customer's mail (real SMTP catcher) carries the photo; the board and
 * the order show it delivered with the proof. Screenshots of the board (1280, 375) and the driver's page (375).
 */
test("a paid order is assigned on the board, delivered with proof on the driver's phone, and the customer gets the photo", async ({ page, request }, info) => {
  const customer = await registerCustomer(request, "Della Delivered");
  const { orderId } = await createPaidOrder(request, customer.token, { booking: { doorFacing: "cab", siteNotes: "Gate code 7788, pad behind the barn" } });
  const mine = (await (await request.get("/v1/user/orders", { headers: { Authorization: `Bearer ${customer.token}` } })).json()).data as OrderDto[];
  const booking = mine.find((o) => o.id === orderId)!.delivery!;
  const driverPerson = await registerCustomer(request, "Drew Wheeler");

  // The owner gives the account the Driver role on the Staff page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAdmin(page, request);
  await page.goto("/admin/staff");
  await page.getByLabel("Full name").fill("Drew Wheeler");
  await page.getByLabel("E-mail").fill(driverPerson.email);
  await page.getByLabel("Role").selectOption("driver");
  await page.getByRole("button", { name: "Add to staff" }).click();
  await expect(page.getByText("Drew Wheeler is now Driver.")).toBeVisible();

  // Dispatch: the drop's day at its depot; the driver and a truck of the drop's type are added, then assigned.
  await page.goto(`/admin/dispatch?depotId=${booking.depot!.id}&date=${booking.date}`);
  await expect(page.getByRole("heading", { name: "Dispatch", level: 1 })).toBeVisible();
  await page.getByLabel("Driver account").selectOption({ label: `Drew Wheeler (${driverPerson.email})` });
  await page.getByLabel("Driver's phone").fill("305-555-0199");
  await page.getByRole("button", { name: "Add driver" }).click();
  await expect(page.getByText(/Drew Wheeler is a driver at/)).toBeVisible();
  const plate = `FL${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await page.getByLabel("Truck type").selectOption(booking.truck!);
  await page.getByLabel("Plate number").fill(plate);
  await page.getByRole("button", { name: "Add truck" }).click();
  await expect(page.getByText(`Truck ${plate} added.`)).toBeVisible();

  const card = page.getByTestId("dispatch-drop").filter({ hasText: "Della Delivered" });
  await expect(card).toContainText("Gate code 7788, pad behind the barn");
  await expect(card).toContainText(TRUCK_LABELS[booking.truck as TruckType]);
  const stop = (await card.getByLabel(/^Stop \d+$/).getAttribute("aria-label"))!.toLowerCase();
  for (const [field, text] of [[`Driver for ${stop}`, "Drew Wheeler"], [`Truck for ${stop}`, plate]]) {
    const select = card.getByLabel(field);
    await select.selectOption((await select.locator("option", { hasText: text }).getAttribute("value"))!);
  }
  await card.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText(`Order #${shortId(orderId)}: Drew Wheeler in ${plate}.`)).toBeVisible();
  await expect(card).toContainText(`Driver Drew Wheeler · truck ${plate}`);
  await page.screenshot({ path: info.outputPath("dispatch-board-1280.png"), fullPage: true });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Run sheet of Drew Wheeler (PDF)" }).click();
  const sheet = await download;
  expect(sheet.suggestedFilename()).toMatch(/^run-sheet-\d{4}-\d{2}-\d{2}-drew-wheeler\.pdf$/);
  await sheet.saveAs(info.outputPath("run-sheet.pdf"));
  await page.setViewportSize({ width: 375, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: info.outputPath("dispatch-board-375.png"), fullPage: true });

  // The driver logs in: they land on /driver, a phone-sized page.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/auth");
  await page.getByRole("tabpanel").getByLabel("Email", { exact: true }).fill(driverPerson.email);
  await page.getByLabel("Password", { exact: true }).fill(driverPerson.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/driver$/);
  const drop = page.getByTestId("dispatch-drop").filter({ hasText: "Della Delivered" });
  await expect(drop).toContainText(`truck ${plate}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: info.outputPath("driver-375.png"), fullPage: true });

  await drop.getByRole("button", { name: "On my way" }).click();
  await expect(page.getByText(/On your way to stop \d+: Della Delivered has been e-mailed/)).toBeVisible();
  await drop.getByRole("button", { name: "Delivered" }).click();
  const dialog = page.getByRole("dialog", { name: `Delivered: order #${shortId(orderId)}` });
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2563eb" } }).png().toBuffer();
  await dialog.getByLabel("Photos of the container on site").setInputFiles({ name: "drop.png", mimeType: "image/png", buffer: photo });
  await dialog.getByLabel("Received by").fill("Della Delivered");
  const pad = (await dialog.getByTestId("signature-pad").boundingBox())!;
  await page.mouse.move(pad.x + 20, pad.y + 100);
  await page.mouse.down();
  for (const [dx, dy] of [[60, 40], [120, 110], [180, 30], [240, 120]]) await page.mouse.move(pad.x + dx, pad.y + dy, { steps: 5 });
  await page.mouse.up();
  await page.screenshot({ path: info.outputPath("driver-proof-375.png"), fullPage: true });
  await dialog.getByRole("button", { name: "Save proof of delivery" }).click();
  await expect(page.getByText(/delivered: Della Delivered has been e-mailed the photos/)).toBeVisible();
  await expect(drop).toContainText("Delivered, received by Della Delivered");
  await page.screenshot({ path: info.outputPath("driver-done-375.png"), fullPage: true });

  // The customer's mail carries the photo; the ETA mail came before it.
  await expect.poll(() => readMail(process.env.E2E_MAIL_DIR!, customer.email).find((m) => m.includes("Subject: Delivered: your order")) ?? "", { timeout: 20_000 }).toContain("delivery-photo-1.webp");
  const mails = readMail(process.env.E2E_MAIL_DIR!, customer.email).join("\n");
  expect(mails).toMatch(/Content-Type: image\/webp/);
  expect(mails).toContain("Your container is on its way");

  // The order is delivered, and the board shows the proof with the photo and the signature.
  const boss = await adminSession(request);
  const order = (await (await request.get(`/v1/admin/orders/${orderId}`, { headers: { Authorization: `Bearer ${boss.token}` } })).json()).data;
  expect(order.status ?? order.order?.status).toBe("delivered");
  await signInAdmin(page, request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/dispatch?depotId=${booking.depot!.id}&date=${booking.date}`);
  const done = page.getByTestId("dispatch-drop").filter({ hasText: "Della Delivered" });
  await expect(done.getByTestId("drop-proof")).toHaveText("Delivered, received by Della Delivered");
  await expect(done.getByRole("img", { name: "The container on site" })).toBeVisible();
  await expect(done.getByRole("img", { name: "Signature of Della Delivered" })).toBeVisible();
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByText("Delivered").first()).toBeVisible();
  // The order page shows the proof too: the receiver, the photo and the signature.
  await expect(page.getByRole("heading", { name: "Driver and proof of delivery", level: 2 })).toBeVisible();
  await expect(page.getByTestId("drop-proof")).toHaveText("Delivered, received by Della Delivered");
  await expect(page.getByRole("img", { name: "The container on site" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Signature of Della Delivered" })).toBeVisible();
  // With E2E_SHOTS_DIR=<folder>, the order page with its proof at 1280 and 375 px (to look at).
  if (process.env.E2E_SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/order-proof-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/order-proof-375.png`, fullPage: true });
  }
});
