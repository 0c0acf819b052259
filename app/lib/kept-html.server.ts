import { randomUUID } from "node:crypto";
import { KEPT_HTML_ATTRIBUTE, type KeptHtmlRender } from "../components/site/kept-html";

export type KeptHtmlStore = { forRender(): KeptHtmlRender & { capture(html: Buffer, keep: boolean): Buffer } };

/**
 * The kept inner HTML of `KeptHtml` elements (ADR 056), at most `maxEntries` keys (the oldest goes first): a key
 * holds the site settings, so an edit adds a key and the old one ages out.
 *
 * A render marks each element it renders in full with a token attribute. When the render ends, `capture` finds
 * the attribute, keeps the element's inner HTML (`keep`: a 200 rendered without an error) and removes the
 * attribute, so the page goes out as it would without this. The token is random per store: page content cannot forge it, as React escapes quotes in text
 * and attributes. An inner HTML holding a script, a style, a template or a Suspense boundary is not kept: those
 * carry per-render nonces or ids.
 */
export function createKeptHtmlStore(maxEntries = 64): KeptHtmlStore {
  const kept = new Map<string, string>();
  const secret = randomUUID();
  return {
    forRender() {
      const marks: { key: string; tag: string; token: string }[] = [];
      return {
        html: (key) => kept.get(key),
        mark(key, tag) {
          const token = `${secret}-${marks.length}`;
          marks.push({ key, tag, token });
          return token;
        },
        capture(html, keep) {
          for (const { key, tag, token } of marks) {
            const attribute = Buffer.from(` ${KEPT_HTML_ATTRIBUTE}="${token}"`);
            const at = html.indexOf(attribute);
            if (at < 0) continue;
            html = Buffer.concat([html.subarray(0, at), html.subarray(at + attribute.length)]);
            const start = html.indexOf(">", at) + 1;
            const end = closingTag(html, start, tag);
            if (!keep || start === 0 || end < 0) continue;
            const inner = html.toString("utf8", start, end);
            if (/<(script|style|template)[\s>]|<!--\$/.test(inner)) continue;
            if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as string);
            kept.set(key, inner);
          }
          return html;
        },
      };
    },
  };
}

/** Where the element opened just before `from` closes: its `</tag>`, counting nested elements of the same tag. */
function closingTag(html: Buffer, from: number, tag: string): number {
  const open = Buffer.from(`<${tag}`);
  const close = Buffer.from(`</${tag}>`);
  let depth = 0;
  for (let i = from; ; ) {
    const end = html.indexOf(close, i);
    if (end < 0) return -1;
    for (let o = html.indexOf(open, i); o >= 0 && o < end; o = html.indexOf(open, o + open.length)) {
      const next = html[o + open.length];
      if (next === 0x20 || next === 0x3e) depth++;
    }
    if (depth === 0) return end;
    depth--;
    i = end + close.length;
  }
}
