import { gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { RELEASE_RENDERED_HTML, RENDERED_HTML, SHARED_PAGE_HEADER } from "../../contract/shared-page.ts";
import { createPageCache, cutAt } from "./page-cache.ts";

const get = (path: string, method = "GET", headers: Record<string, string> = {}) => new Request(`http://shop.test${path}`, { method, headers });

/** A stand-in for the React Router handler: counts renders and prints the nonce like a page does. */
function renderer(opts: { shared?: boolean; status?: number; cookie?: boolean } = {}) {
  let renders = 0;
  const render = (nonce: string) => async () => {
    renders++;
    const headers = new Headers({ "Content-Type": "text/html" });
    if (opts.shared ?? true) headers.set(SHARED_PAGE_HEADER, "1");
    if (opts.cookie) headers.set("Set-Cookie", "a=b");
    return new Response(`<script nonce="${nonce}">render ${renders}</script><p>${nonce}</p>`, { status: opts.status ?? 200, headers });
  };
  return { render, count: () => renders };
}

describe("createPageCache", () => {
  it("reuses a shared page within the TTL, each answer carrying its own nonce and no marker header", async () => {
    const cache = createPageCache({ ttlMs: 1000, now: () => 0 });
    const page = renderer();
    const first = await cache.serve(get("/shop"), "nonceA", page.render("nonceA"));
    await cache.serve(get("/shop"), "nonceK", page.render("nonceK")); // its second render: kept from here on
    const second = await cache.serve(get("/shop"), "nonceB", page.render("nonceB"));
    expect(page.count()).toBe(2);
    expect(await first.text()).toBe(`<script nonce="nonceA">render 1</script><p>nonceA</p>`);
    expect(await second.text()).toBe(`<script nonce="nonceB">render 2</script><p>nonceB</p>`);
    expect(second.headers.get(SHARED_PAGE_HEADER)).toBeNull();
    expect(second.headers.get("Content-Type")).toBe("text/html");
    // Gzipped for splicing from the second gzip visit on (the first is gzipped once, as it is).
    const zip = () => cache.serve(get("/shop", "GET", { "Accept-Encoding": "br, gzip" }), "nonceZ", page.render("nonceZ"));
    await zip();
    const zipped = await vi.waitFor(async () => {
      const res = await zip();
      expect(res.headers.get("Content-Encoding")).toBe("gzip");
      return res;
    });
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(`<script nonce="nonceZ">render 2</script><p>nonceZ</p>`);
    const refused = await cache.serve(get("/shop", "GET", { "Accept-Encoding": "gzip;q=0" }), "nonceY", page.render("nonceY"));
    expect(refused.headers.get("Content-Encoding")).toBeNull();
    // Another query string is another page.
    await cache.serve(get("/shop?page=2"), "nonceC", page.render("nonceC"));
    expect(page.count()).toBe(3);
  });

  it("keeps a page from its second render: one asked for once is answered and let go, and only 4 × max paths are remembered", async () => {
    const cache = createPageCache({ ttlMs: 1000, max: 1, now: () => 0 });
    const page = renderer();
    expect(await (await cache.serve(get("/a"), "n1", page.render("n1"))).text()).toContain("render 1");
    expect(cache.stats().pages).toBe(0);
    await cache.serve(get("/a"), "n2", page.render("n2"));
    expect(cache.stats().pages).toBe(1);
    await cache.serve(get("/a"), "n3", page.render("n3"));
    expect(page.count()).toBe(2);
    // Five other paths asked once each: the oldest of them, /b, is forgotten, so its next render is a "first" again.
    for (const path of ["/b", "/c", "/d", "/e", "/f"]) await cache.serve(get(path), "n1", page.render("n1"));
    await cache.serve(get("/b"), "n1", page.render("n1"));
    expect(cache.find("/b", false)).toBeUndefined();
    await cache.serve(get("/f"), "n1", page.render("n1"));
    expect(cache.find("/f", false)).toBeDefined();
  });

  it("find: the edge's sync lookup gives a fresh kept page with the given nonce, and nothing serve() still has to do", async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => now });
    const page = renderer();
    expect(cache.find("/shop", false)).toBeUndefined();
    await cache.serve(get("/shop"), "nonceA", page.render("nonceA"));
    expect(cache.find("/shop", false)).toBeUndefined(); // asked for once: not kept
    await cache.serve(get("/shop"), "nonceA", page.render("nonceA"));
    const plain = cache.find("/shop", false)?.("nonceE");
    expect(plain!.byteLength).toBe(Buffer.concat(plain!.pieces).length);
    expect(Buffer.concat(plain!.pieces).toString()).toBe(`<script nonce="nonceE">render 2</script><p>nonceE</p>`);
    expect(plain!.gzipped).toBe(false);
    expect(plain!.headers).not.toContainEqual([SHARED_PAGE_HEADER.toLowerCase(), "1"]);
    // No gzip made yet: serve() starts it; once made, find() splices it too.
    expect(cache.find("/shop", true)).toBeUndefined();
    await cache.serve(get("/shop", "GET", { "Accept-Encoding": "gzip" }), "nonceG", page.render("nonceG"));
    const zipped = await vi.waitFor(() => {
      const found = cache.find("/shop", true);
      expect(found).toBeDefined();
      return found!("nonceH");
    });
    expect(zipped.gzipped).toBe(true);
    expect(zipped.byteLength).toBe(Buffer.concat(zipped.pieces).length);
    expect(gunzipSync(Buffer.concat(zipped.pieces)).toString()).toBe(`<script nonce="nonceH">render 2</script><p>nonceH</p>`);
    // Past its TTL the page is serve()'s again (it revalidates).
    now = 1000;
    expect(cache.find("/shop", false)).toBeUndefined();
    expect(page.count()).toBe(2);
  });

  it("renders every time pages that did not opt in, errors, pages setting cookies and non-GET requests", async () => {
    const cache = createPageCache({ ttlMs: 1000, now: () => 0 });
    for (const opts of [{ shared: false }, { status: 404 }, { cookie: true }]) {
      const page = renderer(opts);
      const a = await cache.serve(get("/x"), "n1", page.render("n1"));
      await cache.serve(get("/x"), "n2", page.render("n2"));
      expect(page.count()).toBe(2);
      expect(a.headers.get(SHARED_PAGE_HEADER)).toBeNull();
    }
    const page = renderer();
    await cache.serve(get("/y", "POST"), "n1", page.render("n1"));
    await cache.serve(get("/y", "POST"), "n2", page.render("n2"));
    expect(page.count()).toBe(2);
  });

  it("answers a page's first gzip visit gzipped, with its own nonce, and starts no spliced gzip for it", async () => {
    const cache = createPageCache({ ttlMs: 1000, now: () => 0 });
    const page = renderer();
    await cache.serve(get("/p"), "nonceO", page.render("nonceO")); // asked for once before: this render is kept
    const first = await cache.serve(get("/p", "GET", { "Accept-Encoding": "gzip" }), "nonceA", page.render("nonceA"));
    expect(first.headers.get("Content-Encoding")).toBe("gzip");
    expect(first.headers.get("Vary")).toBe("Accept-Encoding");
    expect(first.headers.get(SHARED_PAGE_HEADER)).toBeNull();
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(`<script nonce="nonceA">render 2</script><p>nonceA</p>`);
    expect(cache.stats().bytes).toBe(Buffer.byteLength(`<script nonce="">render 2</script><p></p>`)); // no gzip kept yet
  });

  it("gives a render's bytes back only when it answered gzipped and did not keep them (ADR 064)", async () => {
    const cache = createPageCache({ ttlMs: 1000, now: () => 0 });
    const released: string[] = [];
    const render = (label: string, nonce: string) => async () => {
      const response = new Response(null, { headers: { [SHARED_PAGE_HEADER]: "1" } });
      Object.defineProperty(response, RENDERED_HTML, { value: Buffer.from(`<p nonce="${nonce}">${label}</p>`) });
      Object.defineProperty(response, RELEASE_RENDERED_HTML, { value: () => released.push(label) });
      return response;
    };
    const gzip = { "Accept-Encoding": "gzip" };
    const first = await cache.serve(get("/p", "GET", gzip), "n1", render("first", "n1")); // asked once: not kept
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(`<p nonce="n1">first</p>`);
    await cache.serve(get("/p", "GET", gzip), "n2", render("second", "n2")); // kept: its bytes stay
    await cache.serve(get("/q"), "n3", render("plain", "n3")); // a plain answer is written later: kept by the answer
    expect(released).toEqual(["first"]);
  });

  it("cuts a page at each occurrence of the nonce, first and last parts included", () => {
    const parts = (html: string) => cutAt(Buffer.from(html), Buffer.from("NONCE")).map(String);
    expect(parts(`a NONCE bNONCENONCE`)).toEqual(["a ", " b", "", ""]);
    expect(parts(`NONCE – é`)).toEqual(["", " – é"]);
    expect(parts(`none here`)).toEqual(["none here"]);
  });

  it("shares one render between concurrent requests for the same page", async () => {
    const cache = createPageCache({ ttlMs: 1000, now: () => 0 });
    const page = renderer();
    const slow = (nonce: string) => () => new Promise<Response>((r) => setTimeout(() => r(page.render(nonce)()), 10));
    const answers = await Promise.all(["n1", "n2", "n3"].map((n) => cache.serve(get("/p"), n, slow(n))));
    expect(page.count()).toBe(1);
    expect(await answers[2].text()).toContain(`nonce="n3"`);
  });

  it("after the TTL answers from the old copy once while rendering a new one", async () => {
    let t = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => t });
    const page = renderer();
    await cache.serve(get("/p"), "n0", page.render("n0"));
    await cache.serve(get("/p"), "n1", page.render("n1"));
    t = 1000;
    expect(await (await cache.serve(get("/p"), "n2", page.render("n2"))).text()).toContain("render 2");
    // Later visitors get the new render once it is kept; the refresh in flight is not started twice.
    await vi.waitFor(async () => expect(await (await cache.serve(get("/p"), "n3", page.render("n3"))).text()).toContain("render 3"));
    expect(page.count()).toBe(3);
  });

  it("a refresh keeps a busy page gzipped: unchanged, it keeps the old gzip; changed, it is gzipped before it is swapped in", async () => {
    let t = 0;
    let body = "same";
    const cache = createPageCache({ ttlMs: 1000, now: () => t });
    const render = (nonce: string) => async () => new Response(`<p nonce="${nonce}">${body}</p>`, { headers: { [SHARED_PAGE_HEADER]: "1" } });
    const visit = (n: string) => cache.serve(get("/p", "GET", { "Accept-Encoding": "gzip" }), n, render(n));
    await visit("n0");
    await vi.waitFor(async () => expect((await visit("n1")).headers.get("Content-Encoding")).toBe("gzip"));
    for (const next of ["same", "changed"]) {
      body = next;
      t += 1000;
      await visit("n2"); // stale copy, refresh starts
      let text = "";
      for (let i = 0; i < 100 && text !== `<p nonce="n3">${next}</p>`; i++) {
        const res = await visit("n3");
        expect(res.headers.get("Content-Encoding")).toBe("gzip"); // every answer, during and after the refresh
        text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
        await new Promise((r) => setTimeout(r, 2));
      }
      expect(text).toBe(`<p nonce="n3">${next}</p>`);
    }
  });

  it("when full, drops the page used longest ago, not the one kept first", async () => {
    const cache = createPageCache({ ttlMs: 1000, max: 2, now: () => 0 });
    const page = renderer();
    // Each path is kept from its second render.
    for (const path of ["/a", "/a", "/b", "/b", "/a", "/c", "/c", "/a"]) await cache.serve(get(path), "n1", page.render("n1"));
    expect(page.count()).toBe(6); // /a stayed kept throughout; /b was dropped for /c
    expect(cache.find("/a", false)).toBeDefined();
    expect(cache.find("/b", false)).toBeUndefined();
  });

  it("keeps no more than maxBytes of pages, gzipped copies included, dropping the least recently used", async () => {
    const cache = createPageCache({ ttlMs: 1000, maxBytes: 2_000, now: () => 0 });
    const big = (nonce: string) => async () =>
      new Response(`<p nonce="${nonce}">${"x".repeat(600)}</p>`, { headers: { "Content-Type": "text/html", [SHARED_PAGE_HEADER]: "1" } });
    for (let i = 0; i < 20; i++) {
      await cache.serve(get(`/p/${i}`), "n1", big("n1"));
      await cache.serve(get(`/p/${i}`), "n2", big("n2")); // asked again, gzipped: its gzip is made too
      await cache.serve(get(`/p/${i}`, "GET", { "Accept-Encoding": "gzip" }), "n3", big("n3"));
      expect(cache.stats().bytes).toBeLessThanOrEqual(2_000);
    }
    await new Promise((r) => setTimeout(r, 20)); // the last gzips land
    expect(cache.stats().bytes).toBeLessThanOrEqual(2_000);
    expect(cache.stats().pages).toBeGreaterThanOrEqual(2);
    let renders = 0;
    await cache.serve(get("/p/19"), "n4", async () => (renders++, big("n4")()));
    expect(renders).toBe(0); // the page used last is still kept
  });

  it("renders afresh, without the old copy, once a page is more than one TTL past its expiry", async () => {
    let t = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => t });
    const page = renderer();
    await cache.serve(get("/p"), "n0", page.render("n0"));
    await cache.serve(get("/p"), "n1", page.render("n1"));
    t = 2000;
    expect(await (await cache.serve(get("/p"), "n2", page.render("n2"))).text()).toContain("render 3");
  });

  it("drops every page when the catalog cache is cleared, and keeps nothing with a zero TTL", async () => {
    let generation = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => 0, generation: () => generation });
    const page = renderer();
    await cache.serve(get("/p"), "n0", page.render("n0"));
    await cache.serve(get("/p"), "n1", page.render("n1"));
    expect(cache.stats().pages).toBe(1);
    generation++;
    expect(await (await cache.serve(get("/p"), "n2", page.render("n2"))).text()).toContain("render 3");
    const off = createPageCache({ ttlMs: 0 });
    const other = renderer();
    await off.serve(get("/p"), "n1", other.render("n1"));
    const again = await off.serve(get("/p"), "n2", other.render("n2"));
    expect(other.count()).toBe(2);
    expect(again.headers.get(SHARED_PAGE_HEADER)).toBeNull();
  });
});
