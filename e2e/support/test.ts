import { type Page, test as base, expect } from "@playwright/test";

export { expect };

type Navigation = "goto" | "reload" | "goBack" | "goForward";
type WaitOptions = { waitUntil?: string } | undefined;

/** Resolves once the page in the tab has hydrated: `<html data-hydrated>` (root.tsx), or at once for a non-HTML answer. */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => document.contentType !== "text/html" || document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 20_000 });

/**
 * Playwright's `test`, with `page.goto`, `reload`, `goBack` and `goForward` returning once the page has hydrated.
 * Paint-first pages fetch their scripts after the first paint (ADR 066), which can come after the `load` event
 * these calls wait for; a click before hydration would reach a button with no handler yet. A call that asks for
 * less than `load` (`commit`, `domcontentloaded`) is looking at the page before its scripts, and is left alone.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    for (const name of ["goto", "reload", "goBack", "goForward"] as Navigation[]) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [name]: async (...args: unknown[]) => {
          const answer = await navigate(...args);
          const options = args.find((a) => typeof a === "object" && a !== null) as WaitOptions;
          if (!options?.waitUntil || options.waitUntil === "load" || options.waitUntil === "networkidle") await hydrated(page);
          return answer;
        },
      });
    }
    await use(page);
  },
});
