import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerPreloadPriority, lowerPreloadPriorityInPlace, lowerPreloadPriorityStream, preloadMarksRoom } from "./low-priority-preloads";
import { utf8Bytes } from "./utf8-bytes.server";
import { isPaintFirst, paintFirst } from "./paint-first";

const page = `<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>rel="modulepreload" in text</p>` +
  `<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/><script type="module">import("/x")</script></body></html>`;
const expected = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

describe("module preloads at low priority (ADR 054)", () => {
  it("marks every module preload of a whole page and nothing else", () => {
    const out = lowerPreloadPriority(Buffer.from(page)).toString();
    expect(out).toBe(expected);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
  });

  it("marks every module preload of a page's bytes, multi-byte characters and all (ADR 062)", () => {
    const text = `<p>40ft – €2,325 · 🚚</p>${page}`;
    expect(lowerPreloadPriority(Buffer.from(text)).toString()).toBe(`<p>40ft – €2,325 · 🚚</p>${expected}`);
  });

  it("marks them in the page's own buffer, in the room left after its bytes (ADR 063)", () => {
    for (const text of [page, `<p>40ft – €2,325 · 🚚</p>${page}`, `${page}<link rel="modulepreload" href="/last.js"/>`, "<p>nothing</p>"]) {
      const room = preloadMarksRoom(text);
      const html = utf8Bytes(text, room);
      expect(html).toHaveLength(Buffer.byteLength(text) + room);
      const marked = lowerPreloadPriorityInPlace(html, room);
      expect(marked).toBe(html);
      expect(marked.toString()).toBe(text.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'));
    }
    expect(preloadMarksRoom(page)).toBe(2 * ' fetchpriority="low"'.length);
  });

  it("refuses room that does not fit the page's preloads", () => {
    expect(() => lowerPreloadPriorityInPlace(utf8Bytes(page, 5), 5)).toThrow(/room/);
  });

  it("leaves a page without preloads as the same buffer", () => {
    const html = Buffer.from("<p>nothing</p>");
    expect(lowerPreloadPriority(html)).toBe(html);
  });

  it("marks a streamed page whatever the chunk boundaries, tags cut in two included", async () => {
    for (const size of [1, 3, 7, 24, 25, 26, 64, page.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < page.length; i += size) chunks.push(Buffer.from(page.slice(i, i + size)));
      const out = await buffer(Readable.from(chunks).pipe(lowerPreloadPriorityStream()));
      expect(out.toString(), `chunks of ${size}`).toBe(expected);
    }
  });

  it("applies to pages with a paint-first route among their matches only", () => {
    expect(isPaintFirst([undefined, { other: 1 }, paintFirst])).toBe(true);
    expect(isPaintFirst([undefined, { other: 1 }])).toBe(false);
    expect(isPaintFirst([{ paintFirst: "yes" }])).toBe(false);
  });
});
