import { describe, expect, it } from "vitest";
import { LOAD, afterPaintLoader } from "./after-paint-scripts";

type Added = { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string };

/** Runs the loader against a stand-in document; the frame and timer callbacks run only when the test says so. */
function run(code: string, visibilityState: "visible" | "hidden", load: (url: string) => Promise<unknown> = () => Promise.reject(new Error("no chunk expected")), observer: unknown = undefined) {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    currentScript: { nonce: "n0nce" },
    createElement: (tag: string) => ({ tag }) as Added,
    head: { appendChild: (el: Added) => added.push(el) },
  };
  const withLoad = code.replace(LOAD, "load");
  // PerformanceObserver is a parameter so Node's own (no "paint" entries) never stands in for a browser's.
  new Function("document", "requestAnimationFrame", "setTimeout", "load", "FakeObserver", "PerformanceObserver", withLoad)(document, (f: () => void) => frames.push(f), (f: () => void) => timers.push(f), load, observer, undefined);
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

  it("waits for the first contentful paint where the browser reports paints, with a 3 s limit", () => {
    const observers: { cb: (list: { getEntriesByName: (name: string) => unknown[] }) => void; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      entry: (typeof observers)[number];
      constructor(cb: (typeof observers)[number]["cb"]) {
        this.entry = { cb, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const page = run(code.replace("(function(d,load){", "(function(d,load,PerformanceObserver){").replace(`(document,${LOAD})`, `(document,${LOAD},${"FakeObserver"})`), "visible", undefined, FakeObserver);
    expect(page.frames).toEqual([]);
    expect(page.timers).toHaveLength(1); // the 3 s limit
    observers[0].cb({ getEntriesByName: () => [] }); // first paint, nothing contentful yet
    expect(page.timers).toHaveLength(1);
    observers[0].cb({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
    expect(observers[0].disconnected).toBe(true);
    page.timers.forEach((f) => f());
    expect(page.added.map((el) => el.tag)).toEqual(["link", "link", "script"]);
  });

  it("loads at once in a page opened in the background, where no frame comes", () => {
    const page = run(code, "hidden");
    expect(page.added.map((el) => el.tag)).toEqual(["link", "link", "script"]);
    expect(page.frames).toEqual([]);
  });

  it("evaluates the staged chunks one per task, in order, before the module script", async () => {
    const loaded: string[] = [];
    const staged = afterPaintLoader(["/assets/entry.client.js", "/assets/framework.js", "/assets/home.js"], source, ["/assets/framework.js", "/assets/home.js"]);
    const page = run(staged, "hidden", async (url) => loaded.push(url));
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(loaded).toEqual(["/assets/framework.js"]);
    page.timers.splice(0).forEach((f) => f());
    await settle();
    expect(loaded).toEqual(["/assets/framework.js", "/assets/home.js"]);
    expect(page.added.map((el) => el.tag)).toEqual(["link", "link", "link"]);
    page.timers.splice(0).forEach((f) => f());
    expect(page.added.map((el) => el.tag)).toEqual(["link", "link", "link", "script"]);
  });

  it("never ends its own <script> element early, whatever the module source holds", () => {
    expect(code).not.toContain("</script");
    expect(code).not.toContain("<");
  });
});
