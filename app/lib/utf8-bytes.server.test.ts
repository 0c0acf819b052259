import { describe, expect, it } from "vitest";
import { utf8Bytes } from "./utf8-bytes.server";

const samples = {
  empty: "",
  ascii: "<p class=\"text-slate-700\">20ft container</p>".repeat(500),
  latin1: "Café – ©2026 × 3 · naïve",
  "at both ends": "–start middle end…",
  "only non-ASCII": "–…−·©",
  cjk: "集装箱 コンテナ 컨테이너",
  emoji: "a😀b 🚚📦 c",
  "lone surrogates": "x\ud800y\udfffz\ud83d",
  "a page": `<!DOCTYPE html><title>20ft Office – lot 16 | Boxyard</title>${"<li>Checking stock…</li><button>−</button>".repeat(300)}<footer>© Boxyard</footer>`,
};

describe("utf8Bytes: a page's text as UTF-8 (ADR 059)", () => {
  for (const [name, text] of Object.entries(samples)) {
    it(`gives Buffer.from's bytes: ${name}`, () => {
      expect(utf8Bytes(text).equals(Buffer.from(text))).toBe(true);
    });
  }

  it("gives the same bytes for random text of every kind of character, called one after another", () => {
    const pick = [() => "a", () => "<", () => "é", () => "–", () => "集", () => "😀", () => "\ud800", () => "\udc00"];
    for (let round = 0; round < 300; round++) {
      const text = Array.from({ length: round }, (_, i) => pick[(i * 7 + round) % pick.length]()).join("");
      expect(utf8Bytes(text).equals(Buffer.from(text))).toBe(true);
    }
  });
});
