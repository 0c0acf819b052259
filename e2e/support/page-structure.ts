import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

/** Attributes whose value is a list of ids that must name elements on the page (broken ones leave a control unnamed). */
const IDREF_ATTRIBUTES = ["aria-labelledby", "aria-describedby", "aria-controls", "aria-owns", "aria-activedescendant", "aria-errormessage", "aria-details", "for", "list"];

/**
 * What a validator and a screen reader trip on that axe does not always report: duplicate ids, ids with spaces,
 * references to ids that are not on the page, not exactly one `<main>`, a first heading that is not h1, a skipped
 * heading level. Read from the live DOM after hydration; each problem is a readable sentence.
 */
export async function pageStructureProblems(page: Page): Promise<string[]> {
  return page.evaluate((attributes) => {
    const problems: string[] = [];
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll("[id]")) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    for (const [id, count] of seen) {
      if (count > 1) problems.push(`id "${id}" is used ${count} times`);
      if (/\s/.test(id)) problems.push(`id "${id}" has a space`);
    }
    for (const name of attributes) {
      for (const el of document.querySelectorAll(`[${name}]`)) {
        if (name === "for" && el.tagName !== "LABEL" && el.tagName !== "OUTPUT") continue;
        if (name === "list" && el.tagName !== "INPUT") continue;
        for (const ref of (el.getAttribute(name) ?? "").split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(ref)) problems.push(`${el.tagName.toLowerCase()}[${name}] names "${ref}", which is not on the page`);
        }
      }
    }
    const mains = document.querySelectorAll("main, [role=main]").length;
    if (mains !== 1) problems.push(`${mains} main landmarks (one expected)`);
    // Headings a reader meets: not inside something hidden from everyone (display:none, hidden, aria-hidden).
    const headings = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].filter(
      (h) => !h.closest("[hidden], [aria-hidden=true]") && (h as HTMLElement).checkVisibility(),
    );
    let previous = 0;
    for (const h of headings) {
      const level = Number(h.tagName[1]);
      const text = (h.textContent ?? "").trim().slice(0, 40);
      if (previous === 0 && level !== 1) problems.push(`the first heading is h${level} ("${text}"), not h1`);
      else if (level > previous + 1 && previous > 0) problems.push(`h${level} ("${text}") follows h${previous}: a level skipped`);
      previous = level;
    }
    return problems;
  }, IDREF_ATTRIBUTES);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeResult = { id: string; impact: string | null; nodes: { target: string[]; any: { message: string }[] }[] };

/**
 * Every axe violation of any impact, and the "needs review" findings of the rules named in `review` (say
 * color-contrast: text axe cannot judge because something covers it), each as a readable sentence.
 */
export async function axeFindings(page: Page, review: string[] = []): Promise<string[]> {
  await page.evaluate(axeSource);
  const { violations, incomplete } = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeResult[]; incomplete: AxeResult[] }> } }).axe;
    return axe.run(document, { resultTypes: ["violations", "incomplete"] });
  });
  const describe = (kind: string) => (r: AxeResult) =>
    `${kind} ${r.impact} ${r.id} @ ${r.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}${n.any[0] ? ` (${n.any[0].message})` : ""}`).join(" | ")}`;
  return [...violations.map(describe("violation")), ...incomplete.filter((r) => review.includes(r.id)).map(describe("needs review"))];
}
