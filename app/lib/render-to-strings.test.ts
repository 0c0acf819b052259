import { Writable } from "node:stream";
import { Suspense, createElement as h, use, useId } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { renderToPipeableStream as renderToStrings } from "react-dom/server.bun";
import { describe, expect, it } from "vitest";

/**
 * Whole pages are rendered by React's Bun build, which writes strings, and streamed pages by its Node build, which
 * writes bytes (ADR 058). Both must give the same page, byte for byte: the browser hydrates either.
 */
const later = Promise.resolve("resolved – after a wait");
function Late() {
  return h("p", { id: useId() }, use(later));
}
function Page() {
  const rows = Array.from({ length: 300 }, (_, i) => h("li", { key: i, className: "row text-slate-700", "data-i": i }, `Row ${i} · 20ft – €2,325 🚚`));
  return h(
    "html",
    { lang: "en" },
    h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, "A & B <test>"), h("link", { rel: "modulepreload", href: "/a.js" })),
    h(
      "body",
      null,
      h("input", { defaultValue: 'say "hi" & go', required: true, maxLength: 40, "aria-label": "Name" }),
      h("div", { style: { marginTop: 4, color: "red" }, dangerouslySetInnerHTML: { __html: "<b>kept</b>" } }),
      h(Suspense, { fallback: h("p", null, "loading") }, h(Late), h("ul", null, rows)),
      h("script", { nonce: "abc", dangerouslySetInnerHTML: { __html: "window.x = 1;" } }),
    ),
  );
}

function byNodeBuild(): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(h(Page), { nonce: "abc", onAllReady: () => pipe(out), onShellError: reject });
  });
}

function byBunBuild(): Promise<{ text: string; kinds: Set<string> }> {
  return new Promise((resolve, reject) => {
    const chunks: unknown[] = [];
    const sink = { write: (chunk: unknown) => chunks.push(chunk) > 0, end: () => resolve({ text: chunks.join(""), kinds: new Set(chunks.map((c) => typeof c)) }), on: () => sink, destroy: reject };
    const { pipe } = renderToStrings(h(Page), { nonce: "abc", onAllReady: () => pipe(sink as unknown as Writable), onShellError: reject });
  });
}

describe("React's Bun build on Node (ADR 058)", () => {
  it("writes only strings, and the same page as the Node build", async () => {
    // One after the other: two renderers must not render at the same time (page-renders-share-no-context.test.ts).
    const bytes = await byNodeBuild();
    const strings = await byBunBuild();
    expect(strings.kinds).toEqual(new Set(["string"]));
    expect(strings.text).toBe(bytes);
    expect(bytes).toContain("resolved – after a wait");
    expect(bytes).toContain("Row 299 · 20ft – €2,325 🚚");
  });
});
