import { expect, test } from "./support/test";
import { TRUCK_LABELS, formatDeliveryDate } from "../contract/delivery-booking.ts";
import type { OrderDto } from "../contract/orders.ts";
import { shortId } from "../contract/orders.ts";
import { signInAdmin } from "./support/admin.ts";
import { type Customer, registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { createPaidOrder } from "./support/paid-order.ts";

/*
 * Issue 17, operations: the booked delivery on the customer's order and receipt, and the admin's Deliveries board
 * (trucks booked of capacity, Reschedule in the dialog), at 375 px and 1280 px. The order is booked through the
 * cart's delivery API and a real sandbox checkout.
 */

let customer: Customer;
let placed: OrderDto;
let booking: NonNullable<OrderDto["delivery"]>;

test.beforeAll(async ({ request }) => {
  customer = await registerCustomer(request, "Bea Booked");
  const { orderId } = await createPaidOrder(request, customer.token, { booking: { doorFacing: "away", siteNotes: "Gate code 4411, gravel pad" } });
  const orders = (await (await request.get("/v1/user/orders", { headers: { Authorization: `Bearer ${customer.token}` } })).json()).data as OrderDto[];
  placed = orders.find((o) => o.id === orderId)!;
  expect(placed.delivery?.date, "the checkout booked the delivery").toBeTruthy();
  booking = placed.delivery!;
});

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const nextSunday = (day: string) => addDays(day, (7 - new Date(`${day}T00:00:00Z`).getUTCDay()) % 7 || 7);

for (const width of [375, 1280]) {
  test(`the order and its receipt show the booked delivery at ${width}px`, async ({ context, page }, info) => {
    await context.addInitScript(() => {
      window.print = () => {};
    });
    await signIn(page, customer);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dashboard/orders");
    const delivery = page.getByTestId("order-card").filter({ hasText: `Order #${shortId(placed.id)}` }).getByTestId("order-delivery");
    const expected = [formatDeliveryDate(booking.date!), `${booking.depot!.city}, ${booking.depot!.state}`, TRUCK_LABELS[booking.truck!], "Doors away from the cab", "Gate code 4411, gravel pad"];
    for (const text of expected) await expect(delivery).toContainText(text);
    await page.screenshot({ path: info.outputPath(`order-delivery-${width}.png`), fullPage: true });

    const opened = context.waitForEvent("page");
    await page.getByTestId("order-card").filter({ hasText: `Order #${shortId(placed.id)}` }).getByRole("button", { name: "Print receipt" }).click();
    const receipt = (await opened).locator("body");
    await expect(receipt).toContainText(`Delivery date: ${formatDeliveryDate(booking.date!)}`);
    for (const text of expected.slice(1)) await expect(receipt).toContainText(text);
  });

  test(`the Deliveries board shows the day's load and reschedules at ${width}px`, async ({ page, request }, info) => {
    await signInAdmin(page, request);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/deliveries");
    await expect(page.getByRole("heading", { name: "Deliveries", level: 1 })).toBeVisible();
    const row = page.getByTestId("delivery-row").filter({ hasText: "Bea Booked" });
    await expect(row).toContainText("33132 Miami, FL");
    await expect(row).toContainText(TRUCK_LABELS[booking.truck!]);
    const depot = page.getByRole("region", { name: `${booking.depot!.city}, ${booking.depot!.state} on ${formatDeliveryDate(booking.date!)}` });
    await expect(depot.getByTestId(`load-${booking.truck}`)).toHaveText(new RegExp(`^${booking.truck} [1-9]\\d* / \\d+$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: info.outputPath(`deliveries-${width}.png`), fullPage: true });

    await row.getByRole("button", { name: "Reschedule" }).click();
    const dialog = page.getByRole("dialog", { name: "Reschedule delivery" });
    await dialog.getByLabel("New delivery date").fill(nextSunday(booking.date!));
    await dialog.getByRole("button", { name: "Move delivery" }).click();
    await expect(dialog.getByText(/do not deliver .* on Sundays/)).toBeVisible();
    if (width === 375) return void (await dialog.getByRole("button", { name: "Cancel" }).click());

    // A week later is the same weekday, so the depot is open; the board and the customer's order follow.
    const moved = addDays(booking.date!, 7);
    await dialog.getByLabel("New delivery date").fill(moved);
    await dialog.getByRole("button", { name: "Move delivery" }).click();
    await expect(page.getByText(`Order #${shortId(placed.id)} moved to ${formatDeliveryDate(moved)}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.goto(`/admin/deliveries?from=${moved}&to=${moved}`);
    await expect(page.getByTestId("delivery-row").filter({ hasText: "Bea Booked" })).toBeVisible();
    const mine = (await (await request.get("/v1/user/orders", { headers: { Authorization: `Bearer ${customer.token}` } })).json()).data as OrderDto[];
    expect(mine.find((o) => o.id === placed.id)!.delivery!.date).toBe(moved);
  });
}
