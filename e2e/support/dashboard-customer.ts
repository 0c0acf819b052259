import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { readMail } from "./mail-catcher.ts";

export type Customer = { token: string; user: { id: string; full_name: string; email: string; phone: string }; email: string; password: string };

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const octet = () => Math.floor(Math.random() * 254) + 1;

/**
 * Each API-registered customer comes from an address of its own, as real customers do behind the shop's proxy (the
 * e2e server trusts 127.0.0.1 as one: playwright.config.ts). Registrations are capped per address (ADR 072), and
 * the suite registers more customers than one address may in an hour.
 */
export const ownAddress = () => ({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });

/**
 * Registers and logs in a customer through the API (the UI flow has its own spec). The e-mail is confirmed first
 * with the link the mail catcher kept (ADR 070), unless `verified: false` (the offer spec proves it by the offer's link).
 */
export async function registerCustomer(request: APIRequestContext, fullName = "Dana Whitfield", opts: { verified?: boolean } = {}): Promise<Customer> {
  const id = unique();
  const email = `dash-${id}@example.com`;
  const password = "Weathered-steel-40";
  const reg = await request.post("/v1/user/register", {
    data: { full_name: fullName, user_name: `dash${id}`, email, phone: "(305) 555-0177", password },
    headers: ownAddress(),
  });
  expect(reg.status(), await reg.text()).toBe(201);
  // Logged in from the customer's own address too: the whole suite's log-ins from 127.0.0.1 would pass the
  // per-address log-in limit (200 in 15 minutes) as specs are added.
  const from = ownAddress();
  const login = async () => {
    const res = await request.post("/v1/user/login", { data: { email, password }, headers: from });
    expect(res.ok(), await res.text()).toBeTruthy();
    return (await res.json()).data;
  };
  let data = await login();
  if (opts.verified !== false) {
    // Signed in, as a customer opening the link in the browser they use: the tries are counted per account, not per
    // address (every test comes from 127.0.0.1, and a signed-out link is limited per address). Then signed in again,
    // so the stored user says the address is confirmed, as the app's own session would after the link.
    await confirmEmail(request, email, data.token);
    data = await login();
  }
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

/** Follows the registration's confirmation link from the caught mail (the API call the /verify-email page makes). */
export async function confirmEmail(request: APIRequestContext, email: string, token?: string) {
  let link = "";
  await expect
    .poll(() => (link = /\/verify-email\/([A-Za-z0-9_-]{43})/.exec(readMail(process.env.E2E_MAIL_DIR!, email).join("\n"))?.[1] ?? ""), { timeout: 15_000 })
    .not.toBe("");
  const res = await request.post("/v1/user/email/verify", { data: { token: link }, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.status(), await res.text()).toBe(200);
}
