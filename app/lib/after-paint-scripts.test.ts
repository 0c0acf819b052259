import { describe, expect, it } from "vitest";
import { afterPaintLoader } from "./after-paint-scripts";

type Added = { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string };

/** Runs the loader against a stand-in document; the frame and timer callbacks run only when the test says so. */
function run(code: string, visibilityState: "visible" | "hidden") {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    currentScript: { nonce: "n0nce" },
    createElement: (tag: string) => ({ tag }) as Added,
    head: { appendChild: (el: Added) => added.push(el) },
  };
  new Function("document", "requestAnimationFrame", "setTimeout", code)(document, (f: () => void) => frames.push(f), (f: () => void) => timers.push(f));
  return { added, frames, timers };
}

describe("afterPaintLoader", () => {
  const source = 'import * as route0 from "/assets/root.js";\nwindow.x = "</script><b>";\nimport("/assets/entry.client.js");';
  const code = afterPaintLoader(["/assets/entry.client.js", "/assets/framework.js"], source);

  it("adds nothing before the first frame has been painted, then the preloads and the module script with the page's nonce", () => {
    const page = run(code, "visible");
    expect(page.added).toEqual([]);
    page.frames.forEach((f) => f());
    expect(page.added).toEqual([]);
    page.timers.forEach((f) => f());
    expect(page.added).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js", nonce: "n0nce" },
      { tag: "link", rel: "modulepreload", href: "/assets/framework.js", nonce: "n0nce" },
      { tag: "script", type: "module", nonce: "n0nce", textContent: source },
    ]);
  });

  it("loads at once in a page opened in the background, where no frame comes", () => {
    const page = run(code, "hidden");
    expect(page.added.map((el) => el.tag)).toEqual(["link", "link", "script"]);
    expect(page.frames).toEqual([]);
  });

  it("never ends its own <script> element early, whatever the module source holds", () => {
    expect(code).not.toContain("</script");
    expect(code).not.toContain("<");
  });
});
