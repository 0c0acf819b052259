import type { Page } from "@playwright/test";
import { type ConfigData, HtmlValidate } from "html-validate";

/**
 * html-validate with its `standard` preset, the whole of it: no rule is turned off (ADR 083). A rule may only be
 * turned off here with a one-line reason, and only where React writes the markup and the app cannot change it.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = { extends: ["html-validate:standard"] };

const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

/** Every error html-validate finds in one document, each as `rule @ page:line:column message (selector)`. */
export async function htmlErrors(html: string, where: string): Promise<string[]> {
  const report = await validator.validateString(html, where);
  return report.results.flatMap((result) =>
    result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId} @ ${where}:${m.line}:${m.column} ${m.message}${m.selector ? ` (${m.selector})` : ""}`),
  );
}

/** The page as the browser holds it after hydration, written back out as a document. */
export const hydratedHtml = (page: Page) => page.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`);
