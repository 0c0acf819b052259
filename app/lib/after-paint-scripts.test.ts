import { describe, expect, it } from "vitest";
import { LOAD, afterPaintLoader } from "./after-paint-scripts";

type Added = { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string };
type Listener = (event: { preventDefault: () => void; target: unknown }) => void;
type PaintList = { getEntriesByName: (name: string) => unknown[] };

/** A stand-in for the browser's PerformanceObserver that reports paints when the test says so. */
function paintObserver() {
  const observers: { report: (list: PaintList) => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    entry: (typeof observers)[number];
    constructor(report: (list: PaintList) => void) {
      this.entry = { report, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  return { FakeObserver, observers };
}

/** Runs the loader against a stand-in document; frame and timer callbacks run only when the test says so. */
function run(code: string, { visibilityState = "visible", load = () => Promise.reject(new Error("no chunk expected")), observer = null }: { visibilityState?: string; load?: (url: string) => Promise<unknown>; observer?: unknown } = {}) {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: { f: () => void; ms: number }[] = [];
  const listeners = new Map<string, Listener[]>();
  const attributes = new Set<string>();
  const document = {
    visibilityState,
    currentScript: { nonce: "n0nce" },
    documentElement: { hasAttribute: (name: string) => attributes.has(name) },
    createElement: (tag: string) => ({ tag }) as Added,
    head: { appendChild: (el: Added) => added.push(el) },
    addEventListener: (type: string, f: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), f]),
    removeEventListener: (type: string, f: Listener) => listeners.set(type, (listeners.get(type) ?? []).filter((g) => g !== f)),
  };
  const source = code.replace(LOAD, "load").replace('typeof PerformanceObserver==="function"?PerformanceObserver:null', "observer");
  new Function("document", "requestAnimationFrame", "setTimeout", "load", "observer", source)(document, (f: () => void) => frames.push(f), (f: () => void, ms: number) => timers.push({ f, ms }), load, observer);
  const dispatch = (type: string) => {
    let prevented = false;
    for (const f of listeners.get(type) ?? []) f({ preventDefault: () => (prevented = true), target: `${type} target` });
    return { prevented };
  };
  const runTimers = (ms?: number) => timers.splice(0).forEach((t) => (ms === undefined || t.ms === ms ? t.f() : timers.push(t)));
  return { document: document as typeof document & Record<string, unknown>, added, frames, timers, listeners, attributes, dispatch, runTimers };
}

describe("afterPaintLoader", () => {
  const source = 'import * as route0 from "/assets/root.js";\nwindow.x = "</script><b>";\nimport("/assets/entry.client.js");';
  const code = afterPaintLoader(["/assets/entry.client.js", "/assets/framework.js"], source);
  const all = [
    { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js", nonce: "n0nce" },
    { tag: "link", rel: "modulepreload", href: "/assets/framework.js", nonce: "n0nce" },
    { tag: "script", type: "module", nonce: "n0nce", textContent: source },
  ];

  it("adds nothing until the first contentful paint, then the preloads and the module script with the page's nonce", () => {
    const { FakeObserver, observers } = paintObserver();
    const page = run(code, { observer: FakeObserver });
    expect(page.added).toEqual([]);
    observers[0].report({ getEntriesByName: () => [] }); // a first paint with nothing contentful yet
    page.runTimers(0);
    expect(page.added).toEqual([]);
    observers[0].report({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
    expect(observers[0].disconnected).toBe(true);
    page.runTimers(0);
    expect(page.added).toEqual(all);
    page.runTimers(3000); // the limit, once the scripts are in, adds nothing twice
    expect(page.added).toHaveLength(3);
  });

  it("loads after 3 s when no paint is reported, and after the first frame where paints are not reported at all", () => {
    const { FakeObserver } = paintObserver();
    const waiting = run(code, { observer: FakeObserver });
    waiting.runTimers(3000);
    expect(waiting.added).toEqual(all);
    const noPaintEntries = run(code);
    expect(noPaintEntries.added).toEqual([]);
    noPaintEntries.frames.forEach((f) => f());
    noPaintEntries.runTimers(0);
    expect(noPaintEntries.added).toEqual(all);
  });

  it("loads at once when the visitor reaches for the page, and stops listening", () => {
    const page = run(code, { observer: paintObserver().FakeObserver });
    expect(page.listeners.get("pointerdown")).toHaveLength(1);
    page.dispatch("pointerdown");
    expect(page.added).toEqual(all);
    for (const type of ["pointerdown", "touchstart", "keydown", "focusin"]) expect(page.listeners.get(type)).toEqual([]);
  });

  it("holds a form's native submission until the page has hydrated, keeps the form for it, and starts the scripts", () => {
    const page = run(code, { observer: paintObserver().FakeObserver });
    expect(page.dispatch("submit").prevented).toBe(true);
    expect(page.document.boxyardHeldForm).toBe("submit target"); // sent by the hydrated page (useHydratedMark)
    expect(page.added).toEqual(all);
    page.attributes.add("data-hydrated");
    expect(page.dispatch("submit").prevented).toBe(false);
  });

  it("loads at once in a page opened in the background, where no frame comes", () => {
    const page = run(code, { visibilityState: "hidden" });
    expect(page.added).toEqual(all);
    expect(page.frames).toEqual([]);
  });

  it("evaluates the staged chunks one per task, in order, before the module script", async () => {
    const loaded: string[] = [];
    const staged = afterPaintLoader(["/assets/entry.client.js", "/assets/framework.js", "/assets/home.js"], source, ["/assets/framework.js", "/assets/home.js"]);
    const page = run(staged, { visibilityState: "hidden", load: async (url) => loaded.push(url) });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(loaded).toEqual(["/assets/framework.js"]);
    page.runTimers(0);
    await settle();
    expect(loaded).toEqual(["/assets/framework.js", "/assets/home.js"]);
    expect(page.added.map((el) => el.tag)).toEqual(["link", "link", "link"]);
    page.runTimers(0);
    expect(page.added.map((el) => el.tag)).toEqual(["link", "link", "link", "script"]);
  });

  it("never ends its own <script> element early, whatever the module source holds", () => {
    expect(code).not.toContain("</script");
    expect(code).not.toContain("<");
  });
});
