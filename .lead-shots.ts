import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium-path.ts";

const out = "/tmp/shots-leads";
mkdirSync(out, { recursive: true });
const port = 3600 + Math.floor(Math.random() * 300);
const base = `http://127.0.0.1:${port}`;
const server = spawn("node", ["server/index.ts"], { env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "/tmp/boxyard-shot-leads", LOG_LEVEL: "warn", PUBLIC_URL: base }, stdio: "inherit" });
for (let i = 0; i < 240; i++) {
  try { if ((await fetch(`${base}/v1/health`)).ok) break; } catch { /* */ }
  await new Promise((r) => setTimeout(r, 250));
}
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(base + path, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) }).then((r) => r.json());
const products = (await (await fetch(`${base}/v1/products/products?limit=3`)).json()).data.products;
const existing = (await (await fetch(`${base}/v1/admin/quotes`)).json());
const login = (await post("/v1/user/login", { email: "admin@boxyard.local", password: "Boxyard-admin-2026" })).data;
const count = (await (await fetch(`${base}/v1/admin/quotes`, { headers: { Authorization: `Bearer ${login.token}` } })).json()).data.total;
if (!count) {
  await post("/v1/quotes", { name: "Maria Lopez", email: "maria@lopezbuild.com", phone: "(305) 555-0142", company: "Lopez Builders", zip: "33101", message: "We need two 40ft high cubes delivered to a job site in Doral by March 3.\nGround is level gravel; crane access from the street.", productId: products[0].id, productOptions: { dimension: "40ft High Cube", condition: "New" } }, { "X-Forwarded-For": "10.9.9.1" });
  await post("/v1/quotes", { name: "Tom Becker", phone: "503-555-0199", zip: "97201", message: "Cold storage unit for a restaurant, rent for 6 months." }, { "X-Forwarded-For": "10.9.9.2" });
  await post("/v1/quotes", { name: "Priya Shah", email: "priya@example.com", company: "Shah Farms", zip: "99501", message: "Shipping to Anchorage possible?", productId: products[1].id }, { "X-Forwarded-For": "10.9.9.3" });
}
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
async function withPage(width: number, admin: boolean, fn: (p: Page) => Promise<void>) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  if (admin) await ctx.addInitScript((s) => { localStorage.setItem("token", s.token); localStorage.setItem("user", JSON.stringify(s.user)); }, login);
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.error(`page error @${width}:`, e.message));
  page.on("console", (m) => m.type() === "error" && console.error(`console @${width}:`, m.text()));
  await fn(page);
  await ctx.close();
}
for (const w of [375, 1280]) {
  await withPage(w, false, async (page) => {
    await page.goto(`${base}/?product=${products[0].id}&opt_dimension=40ft%20High%20Cube&opt_condition=New#quote`, { waitUntil: "networkidle" });
    const section = page.locator("#quote");
    const form = page.getByRole("form", { name: "Quote request" });
    await form.getByRole("button", { name: "Get a quote" }).click();
    await page.waitForTimeout(400);
    await section.screenshot({ path: `${out}/quote-errors-${w}.png` });
    await form.getByLabel("Your Name").fill("Jane Smith");
    await form.getByLabel("Email").fill("jane@example.com");
    await form.getByLabel("Delivery zip code").fill("33301");
    await page.waitForTimeout(1200);
    await section.screenshot({ path: `${out}/quote-estimate-${w}.png` });
    await form.getByLabel("Delivery zip code").fill("99501");
    await page.waitForTimeout(1200);
    await section.screenshot({ path: `${out}/quote-alaska-${w}.png` });
    await form.getByRole("button", { name: "Get a quote" }).click();
    await page.waitForTimeout(1500);
    await section.screenshot({ path: `${out}/quote-sent-${w}.png` });
    const nl = page.getByRole("form", { name: "Newsletter sign-up" });
    await nl.getByLabel("Email address").fill("bad");
    await nl.getByRole("button", { name: "Sign up" }).click();
    await page.waitForTimeout(600);
    await page.locator("footer").screenshot({ path: `${out}/newsletter-error-${w}.png` });
    await nl.getByLabel("Email address").fill(`shot${w}@example.com`);
    await nl.getByRole("button", { name: "Sign up" }).click();
    await page.waitForTimeout(800);
    await page.locator("footer").screenshot({ path: `${out}/newsletter-ok-${w}.png` });
  });
  await withPage(w, false, async (page) => {
    await page.goto(`${base}/newsletter/confirm/${"x".repeat(43)}`, { waitUntil: "networkidle" });
    await page.screenshot({ path: `${out}/confirm-${w}.png`, fullPage: false });
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/confirm-invalid-${w}.png`, fullPage: false });
    await page.goto(`${base}/newsletter/unsubscribe/${"x".repeat(43)}`, { waitUntil: "networkidle" });
    await page.screenshot({ path: `${out}/unsubscribe-${w}.png`, fullPage: false });
  });
  await withPage(w, true, async (page) => {
    await page.goto(`${base}/admin/quotes`, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/admin-quotes-${w}.png`, fullPage: true });
  });
}
await browser.close();
server.kill();
console.log("done", existing.success);
