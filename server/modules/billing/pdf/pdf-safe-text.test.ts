import { describe, expect, it } from "vitest";
import { pdfSafe, pdfSafeText } from "./pdf-safe-text.ts";

describe("pdfSafeText", () => {
  it("keeps Latin-1 and WinAnsi punctuation, simplifies other accents, drops emoji, marks the rest", () => {
    expect(pdfSafeText("Café – “Zoë” € 5")).toBe("Café – “Zoë” € 5");
    expect(pdfSafeText("Łódź, Kraków, Őrség")).toBe("Lódz, Kraków, Orség");
    expect(pdfSafeText("Box 📦 ready 👍🏽 now 👨‍👩‍👧")).toBe("Box ready now");
    expect(pdfSafeText("東京")).toBe("??");
    expect(pdfSafeText("line one 🚚\nline two")).toBe("line one\nline two");
  });

  it("walks objects and arrays, leaving numbers and nulls alone", () => {
    expect(pdfSafe({ a: "x 📦", n: 3, z: null, list: [{ b: "Łeba" }] })).toEqual({ a: "x", n: 3, z: null, list: [{ b: "Leba" }] });
  });
});
