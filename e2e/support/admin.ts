import { type APIRequestContext, type Page, expect } from "@playwright/test";

/** The demo admin the production server seeds on first start (README). */
export const ADMIN = { email: "admin@boxyard.local", password: "Boxyard-admin-2026" };

export type Session = { token: string; user: { id: string; role: string; email: string } };

export async function adminSession(request: APIRequestContext): Promise<Session> {
  const res = await request.post("/v1/user/login", { data: ADMIN });
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
