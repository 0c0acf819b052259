import { type APIRequestContext, type Page, expect } from "@playwright/test";

export type Customer = { token: string; user: { id: string; full_name: string; email: string; phone: string }; email: string; password: string };

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Registers and logs in a customer through the API (the UI flow has its own spec). */
export async function registerCustomer(request: APIRequestContext, fullName = "Dana Whitfield"): Promise<Customer> {
  const id = unique();
  const email = `dash-${id}@example.com`;
  const password = "Weathered-steel-40";
  const reg = await request.post("/v1/user/register", {
    data: { full_name: fullName, user_name: `dash${id}`, email, phone: "(305) 555-0177", password },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const login = await request.post("/v1/user/login", { data: { email, password } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { data } = await login.json();
  return { token: data.token, user: data.user, email, password };
}

/** Puts the session where the app keeps it (localStorage), from a tiny same-origin page. */
export async function signIn(page: Page, customer: Customer) {
  await page.goto("/robots.txt");
  await page.evaluate((c) => {
    localStorage.setItem("token", c.token);
    localStorage.setItem("user", JSON.stringify(c.user));
  }, customer);
}
