import { describe, expect, it } from "vitest";
import { createKeptHtmlStore } from "./kept-html.server";

/** A page as React writes it, with the marker where a first render puts it. */
const page = (token: string, inner: string) => Buffer.from(`<body><footer id="f" data-kept="${token}">${inner}</footer><p>after</p></body>`);

describe("kept HTML", () => {
  it("keeps an element's inner HTML, nested elements of its tag included, and sends the page without the marker", () => {
    const store = createKeptHtmlStore();
    const first = store.forRender();
    expect(first.html("k")).toBeUndefined();
    const inner = `<footer class="x">a</footer><div>b<!-- -->c</div>`;
    const out = first.capture(page(first.mark("k", "footer"), inner), true);
    expect(out.toString()).toBe(`<body><footer id="f">${inner}</footer><p>after</p></body>`);
    expect(store.forRender().html("k")).toBe(inner);
  });

  it("removes the marker but keeps nothing from a failed render, or from HTML with scripts or Suspense boundaries", () => {
    const store = createKeptHtmlStore();
    for (const [key, inner, keep] of [
      ["failed", "<p>a</p>", false],
      ["script", `<script nonce="n">x()</script>`, true],
      ["suspense", "<!--$--><p>a</p><!--/$-->", true],
    ] as const) {
      const render = store.forRender();
      const out = render.capture(page(render.mark(key, "footer"), inner), keep).toString();
      expect(out).not.toContain("data-kept");
      expect(store.forRender().html(key)).toBeUndefined();
    }
  });

  it("holds at most its number of keys, dropping the oldest", () => {
    const store = createKeptHtmlStore(2);
    for (const key of ["a", "b", "c"]) {
      const render = store.forRender();
      render.capture(page(render.mark(key, "footer"), key), true);
    }
    const later = store.forRender();
    expect([later.html("a"), later.html("b"), later.html("c")]).toEqual([undefined, "b", "c"]);
  });

  it("ignores a marker-like text that is not this store's token", () => {
    const store = createKeptHtmlStore();
    const render = store.forRender();
    render.mark("k", "footer");
    const out = render.capture(page("forged-0", "<p>x</p>"), true);
    expect(out.toString()).toContain('data-kept="forged-0"');
    expect(store.forRender().html("k")).toBeUndefined();
  });
});
