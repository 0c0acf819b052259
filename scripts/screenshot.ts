import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { chromium } from "playwright-core";
import { buildIfStale } from "./build-if-stale.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.ts";

/**
 * Screenshots pages at 375 px and 1280 px against a production server it starts.
 *   npx node scripts/screenshot.ts /shop /product/<id> --out /tmp/shots [--login email:password] [--dark] [--click "Button name"]
 * --dark: the device prefers dark colours (the admin panel's "System" theme turns dark); files end in -dark.
 * --click: press the button of that name before the shot (a page whose state opens behind a button).
 * Run it under `flock /tmp/boxyard-build.lock` when others may build at the same time.
 * Writes <out>/<slug>-375.png and <out>/<slug>-1280.png (full page).
 */
const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const out = opt("--out") ?? "/tmp/shots";
const login = opt("--login");
const port = Number(opt("--port") ?? 3300 + Math.floor(Math.random() * 500));
const dataDir = opt("--data") ?? "/tmp/boxyard-shot-data";
const click = opt("--click");
const darkIndex = args.indexOf("--dark");
const dark = darkIndex >= 0;
if (dark) args.splice(darkIndex, 1);
const paths = args.length ? args : ["/"];

buildIfStale();
mkdirSync(out, { recursive: true });
const server = spawn("node", ["server/index.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: `http://127.0.0.1:${port}` },
  stdio: "inherit",
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 240; i++) {
  try {
    if ((await fetch(`${base}/v1/health`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 250));
}
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
try {
  let session: { token: string; user: unknown } | null = null;
  if (login) {
    const [email, password] = login.split(":");
    const res = await fetch(`${base}/v1/user/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password }) });
    session = ((await res.json()) as { data: { token: string; user: unknown } }).data;
  }
  for (const path of paths) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: dark ? "dark" : "light" });
      if (session) {
        await context.addInitScript((s) => {
          localStorage.setItem("token", s.token);
          localStorage.setItem("user", JSON.stringify(s.user));
        }, session);
      }
      const page = await context.newPage();
      page.on("pageerror", (e) => console.error(`[${path} @${width}] page error:`, e.message));
      await page.goto(base + path, { waitUntil: "networkidle" });
      await page.waitForTimeout(300);
      if (click) {
        await page.getByRole("button", { name: click }).click();
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(300);
      }
      const file = `${out}/${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}${dark ? "-dark" : ""}.png`;
      mkdirSync(dirname(file), { recursive: true });
      // A full-page capture does not bring sections skipped by content-visibility (ADR 067) into view: render them all.
      await page.addStyleTag({ content: "*{content-visibility:visible !important}" });
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
