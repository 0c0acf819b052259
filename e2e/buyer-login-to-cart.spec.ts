import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { type Customer, registerCustomer } from "./support/dashboard-customer.ts";
import { inStockSelection } from "./support/storefront.ts";

/*
 * Issue 48, point 3: a buyer who is not logged in presses Add to Cart. /auth says why they are there, and once they
 * have logged in (or registered, then logged in) the line they chose is in the cart with its size, condition,
 * delivery and quantity. People also type /login and /register: those lead to the auth tabs.
 */

type Chosen = Awaited<ReturnType<typeof inStockSelection>> & { method: string };
type CartLine = { productId: string; quantity: number; selectedDimension?: { dimension: string } | null; selectedCondition?: { condition: string } | null; selectedDelivery?: { method: string } | null };

/** A button or radio whose name starts with `label` ("New (One-Trip)" has regex characters in it). */
const startingWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

async function chooseAndAdd(page: Page, chosen: Chosen) {
  await page.goto(`/product/${chosen.product.id}`);
  if (chosen.dimension && chosen.product.dimensions.length > 1) await page.getByRole("group", { name: "Size" }).getByRole("button", { name: startingWith(chosen.dimension) }).click();
  if (chosen.condition) await page.getByRole("group", { name: "Condition" }).getByRole("button", { name: startingWith(chosen.condition) }).click();
  await page.getByRole("radio", { name: startingWith(chosen.method) }).check();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
}

async function cartOf(request: APIRequestContext, email: string, password: string): Promise<CartLine[]> {
  const login = (await (await request.post("/v1/user/login", { data: { email, password } })).json()).data;
  const cart = await request.get("/v1/user/cart", { headers: { Authorization: `Bearer ${login.token}` } });
  return (await cart.json()).data.items;
}

function expectLine(items: CartLine[], chosen: Chosen) {
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ productId: chosen.product.id, quantity: 2, selectedDelivery: { method: chosen.method } });
  if (chosen.dimension) expect(items[0].selectedDimension?.dimension).toBe(chosen.dimension);
  if (chosen.condition) expect(items[0].selectedCondition?.condition).toBe(chosen.condition);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole("tabpanel").getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

let chosen: Chosen;
test.beforeAll(async ({ request }) => {
  const found = await inStockSelection(request);
  chosen = { ...found, method: found.product.delivery[0].method };
});

test("logged out, Add to Cart explains /auth, and after logging in the chosen line is in the cart", async ({ page, request }) => {
  const customer: Customer = await registerCustomer(request, "Logged Out Buyer");
  await chooseAndAdd(page, chosen);

  await expect(page).toHaveURL("/auth");
  await expect(page.getByTestId("auth-reason")).toContainText(`Log in or create an account to add ${chosen.product.name} to your cart`);
  await logIn(page, customer.email, customer.password);

  // Back on the product, the choice as it was, and the line added.
  await expect(page).toHaveURL(`/product/${chosen.product.id}`);
  await expect(page.getByRole("dialog", { name: "Added to cart" })).toContainText(`2 × ${chosen.product.name}`);
  await expect(page.getByRole("radio", { name: startingWith(chosen.method) })).toBeChecked();
  expectLine(await cartOf(request, customer.email, customer.password), chosen);
});

test("logged out, Add to Cart, then a new account: registered and logged in, the line is in the cart", async ({ page, request }) => {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `newbuyer-${id}@example.com`;
  const password = "Corrugated-steel-77";
  await chooseAndAdd(page, chosen);
  await expect(page).toHaveURL("/auth");
  await page.getByRole("button", { name: "Create an account" }).click();
  // The reason stays while the buyer switches tabs.
  await expect(page.getByTestId("auth-reason")).toContainText(chosen.product.name);
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Full Name").fill("New Buyer");
  await panel.getByLabel("Username").fill(`newbuyer${id}`);
  await panel.getByLabel("Email Address").fill(email);
  await panel.getByLabel("Contact Phone").fill("(305) 555-0142");
  await panel.getByLabel("Password").fill(password);
  await panel.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Registration successful! Please log in.")).toBeVisible();
  await logIn(page, email, password);

  await expect(page).toHaveURL(`/product/${chosen.product.id}`);
  await expect(page.getByRole("dialog", { name: "Added to cart" })).toBeVisible();
  expectLine(await cartOf(request, email, password), chosen);
});

test("/login and /register lead to the auth tabs", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveURL("/auth");
  await expect(page.getByRole("tab", { name: "Log in" })).toHaveAttribute("aria-selected", "true");
  await page.goto("/register");
  await expect(page).toHaveURL("/auth?tab=register");
  await expect(page.getByRole("tab", { name: "Create new account" })).toHaveAttribute("aria-selected", "true");
  const res = await page.request.get("/register", { maxRedirects: 0 });
  expect(res.status()).toBe(301);
});
