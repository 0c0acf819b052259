import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { joinSmall, prepareSplicedGzip, splicedGzip, splicedGzipPieces } from "./spliced-gzip.ts";

describe("splicedGzip", () => {
  it("gunzips to the parts joined by the filler, for any filler and part sizes", async () => {
    const page = `<html><script nonce="@">x</script>${"<li>Container 40ft</li>".repeat(3000)}<p>@</p>é€</html>@`;
    const parts = page.split("@").map((p) => Buffer.from(p));
    const prepared4 = await prepareSplicedGzip(parts, 4);
    for (const filler of ["abc123-_XYZabc123-_XYZ", "", "n".repeat(300), "Container 40ft"]) {
      const prepared = await prepareSplicedGzip(parts, filler.length);
      const zipped = splicedGzip(prepared, Buffer.from(filler));
      const whole = page.replaceAll("@", filler);
      expect(gunzipSync(zipped).toString()).toBe(whole);
      // As small as gzipping the whole page in one go, give or take the stored fillers.
      expect(zipped.length).toBeLessThan(gzipSync(whole).length + 8 * (filler.length + 8));
    }
    expect(() => splicedGzip(prepared4, Buffer.from("abc"))).toThrow("4 bytes");
  });

  it("works for a page without the filler and for an empty page", async () => {
    expect(gunzipSync(splicedGzip(await prepareSplicedGzip([Buffer.from("plain")], 1), Buffer.from("x"))).toString()).toBe("plain");
    expect(gunzipSync(splicedGzip(await prepareSplicedGzip([Buffer.alloc(0)], 1), Buffer.from("x"))).toString()).toBe("");
  });
});

describe("splicedGzip on pages cut in many places", () => {
  it("round-trips random text with repeats across the holes, like a page's markup", async () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const words = ["<link rel=\"modulepreload\" href=\"/assets/", "nonce=\"", "<div class=\"flex\">", "Container", "é", "€", "\n"];
    for (let round = 0; round < 20; round++) {
      const pieces = Array.from({ length: 1 + Math.floor(random() * 30) }, () =>
        Array.from({ length: Math.floor(random() * 400) }, () => words[Math.floor(random() * words.length)]).join(""),
      );
      const prepared = await prepareSplicedGzip(pieces.map((p) => Buffer.from(p)), 22);
      const filler = "abcdefghijklmnopqrstu" + String(round % 10);
      expect(gunzipSync(splicedGzip(prepared, Buffer.from(filler))).toString()).toBe(pieces.join(filler));
    }
  });
});

describe("an answer's pieces (ADR 057)", () => {
  it("joins runs of small pieces and leaves big ones as they are kept, in order", () => {
    const big = Buffer.alloc(5000, "b");
    const items = [Buffer.from("ab"), Buffer.from("cd"), big, Buffer.from("e"), Buffer.alloc(1024, "c"), Buffer.from("f"), Buffer.from("g")];
    const pieces = joinSmall(items);
    expect(pieces.map((p) => p.length)).toEqual([4, 5000, 1, 1024, 2]);
    expect(pieces[1]).toBe(big);
    expect(Buffer.concat(pieces).equals(Buffer.concat(items))).toBe(true);
    expect(joinSmall([])).toEqual([]);
  });

  it("splices a page into a few pieces whose bytes gunzip to the page", async () => {
    const page = `${"<link nonce=\"@\">".repeat(12)}${"<li>Container 40ft, lot 7</li>".repeat(4000)}<script nonce="@"></script>`;
    const prepared = await prepareSplicedGzip(page.split("@").map((p) => Buffer.from(p)), 22);
    const pieces = splicedGzipPieces(prepared, Buffer.from("abcdefghijklmnopqrstuv"));
    expect(pieces.length).toBeLessThan(6);
    expect(gunzipSync(Buffer.concat(pieces)).toString()).toBe(page.replaceAll("@", "abcdefghijklmnopqrstuv"));
  });
});
