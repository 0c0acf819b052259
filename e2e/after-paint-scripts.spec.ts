import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/test";

/** Holds every script file the page asks for until `release` is called. */
async function holdScripts(page: Page) {
  const asked: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  return { asked, release };
}

// ADR 066: a paint-first page fetches its scripts once its first paint is on screen.
test("a paint-first page asks for its scripts after its first paint, and hydrates with them", async ({ page }) => {
  await page.goto("/shop");
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    const scripts = performance.getEntriesByType("resource").filter((r) => /\/assets\/.*\.js$/.test(r.name)).map((r) => r.startTime);
    return { paint, firstScript: Math.min(...scripts), scripts: scripts.length };
  });
  expect(timing.scripts).toBeGreaterThan(2);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint);
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(timing.scripts);
});

test("a newsletter sign-up sent before the scripts arrive is held, then sent by the hydrated page", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const scripts = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  const email = `early-${Date.now().toString(36)}@example.com`;
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Sign up" }).click();
  // No native submission: the address would otherwise go out in the page's URL, and nobody would be signed up.
  await expect.poll(() => scripts.asked.length).toBeGreaterThan(0);
  expect(page.url()).not.toContain("email=");
  await expect(form.getByLabel("Email address")).toHaveValue(email);

  scripts.release();
  await hydrated(page);
  await expect(form.getByText("Check your inbox to confirm your subscription.")).toBeVisible();
  expect(page.url()).not.toContain("email=");
});
