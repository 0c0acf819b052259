import { ownAddress } from "./dashboard-customer.ts";
import { type APIRequestContext, type Page, expect } from "@playwright/test";

/** The demo admin the production server seeds on first start (README). */
export const ADMIN = { email: "admin@boxyard.local", password: "Boxyard-admin-2026" };

export type Session = { token: string; user: { id: string; role: string; email: string } };

export async function adminSession(request: APIRequestContext): Promise<Session> {
  // From an address of its own, as the customers' API log-ins: the suite's many admin sessions stay under the per-address limit.
  const res = await request.post("/v1/user/login", { data: ADMIN, headers: ownAddress() });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data as Session;
}

/** Logs the admin in the way the app keeps a session (localStorage), from a tiny same-origin page. */
export async function signInAdmin(page: Page, request: APIRequestContext): Promise<Session> {
  const session = await adminSession(request);
  await page.goto("/robots.txt");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("user", JSON.stringify(s.user));
  }, session);
  return session;
}

/** A new admin of its own (a registered customer the demo admin promotes): for specs that change the admin's account. */
export async function newAdmin(request: APIRequestContext, fullName: string) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `admin-${id}@example.com`;
  const password = "Weathered-steel-41";
  const reg = await request.post("/v1/user/register", { data: { full_name: fullName, user_name: `adm${id}`, email, phone: "(305) 555-0166", password }, headers: ownAddress() });
  expect(reg.status(), await reg.text()).toBe(201);
  const boss = await adminSession(request);
  // Registration answers the same for any address (ADR 070): the new account is found by its e-mail.
  const found = await request.get(`/v1/admin/users?search=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${boss.token}` } });
  const id2 = (await found.json()).data[0].id as string;
  const promoted = await request.patch(`/v1/admin/users/${id2}/role`, { headers: { Authorization: `Bearer ${boss.token}` }, data: { role: "admin" } });
  expect(promoted.ok(), await promoted.text()).toBeTruthy();
  const login = await request.post("/v1/user/login", { data: { email, password } });
  return { email, password, session: (await login.json()).data as Session };
}

/**
 * Puts `units` more of every variant of a product at one depot (by city), keeping the rest of its grid: specs that
 * buy near a given address stay independent of what earlier specs in the same run sold there.
 */
export async function stockUpAt(request: APIRequestContext, productId: string, city: string, units = 10) {
  const login = await (await request.post("/v1/user/login", { data: ADMIN })).json();
  const headers = { Authorization: `Bearer ${login.data.token}` };
  const grid = (await (await request.get(`/v1/admin/products/${productId}/stock`, { headers })).json()).data as {
    variants: { dimension: string | null; condition: string | null }[];
    depots: { id: string; city: string }[];
    stock: { depotId: string; dimension: string | null; condition: string | null; quantity: number }[];
  };
  const depot = grid.depots.find((d) => d.city === city);
  if (!depot) throw new Error(`no depot in ${city}`);
  const kept = grid.stock.filter((c) => c.depotId !== depot.id).map(({ depotId, dimension, condition, quantity }) => ({ depotId, dimension, condition, quantity }));
  const here = grid.variants.map((v) => {
    const now = grid.stock.find((c) => c.depotId === depot.id && c.dimension === v.dimension && c.condition === v.condition)?.quantity ?? 0;
    return { depotId: depot.id, dimension: v.dimension, condition: v.condition, quantity: now + units };
  });
  const res = await request.put(`/v1/admin/products/${productId}/stock`, { headers, data: { stock: [...kept, ...here] } });
  if (!res.ok()) throw new Error(`stock PUT failed: ${res.status()} ${await res.text()}`);
}
