import { describe, expect, it } from "vitest";
import type { Design } from "../../../contract/builder.ts";
import { DEFAULT_BUILDER_OPTIONS } from "../../../db/seed/builder-options.ts";
import { type RuleOption, priceDesign } from "./rules.ts";

const options: RuleOption[] = DEFAULT_BUILDER_OPTIONS.map((o) => ({ pricing: "each", widthIn: null, heightIn: null, active: true, ...o }) as RuleOption);
const base20: Design["base"] = { lengthFt: 20, highCube: false, condition: "new" };
const BOX_20_NEW = 465_000; // BX-S20, New (One-Trip): $4,650

describe("priceDesign (hand-computed totals)", () => {
  it("prices a 20ft office: personnel door, two barred windows, spray foam, electrical", () => {
    const design: Design = {
      base: base20,
      modifications: [
        { key: "d", code: "personnel-door", wall: "left", x: 40 },
        { key: "w1", code: "window-barred", wall: "left", x: 120 },
        { key: "w2", code: "window-barred", wall: "right", x: 120 },
        { key: "i", code: "spray-foam" },
        { key: "e", code: "electrical" },
      ],
    };
    const p = priceDesign(design, options, BOX_20_NEW);
    // 4,650 + 1,195 + 2 × 645 + 20 ft × 142.50 + 1,650 = $11,635.00
    expect(p.priceCents).toBe(1_163_500);
    expect(p.problems).toEqual([]);
    // 2 days of yard preparation + the slowest option (spray foam, 6 days)
    expect(p.leadTimeDays).toBe(8);
    expect(p.lines.map((l) => l.code)).toEqual(["base", "personnel-door", "window-barred", "window-barred", "spray-foam", "electrical"]);
  });

  it("adds a priced reinforcement frame to openings wider than 3 ft, and per-foot paint", () => {
    const design: Design = {
      base: { lengthFt: 40, highCube: true, condition: "used" },
      modifications: [
        { key: "r", code: "rollup-door", wall: "right", x: 240 },
        { key: "p", code: "paint", color: "#15803d" },
      ],
    };
    const p = priceDesign(design, options, 430_900);
    // 4,309 + 1,495 + frame 425 + 40 ft × 95 = $10,029.00; lead 2 + 7 (roll-up door)
    expect(p.priceCents).toBe(1_002_900);
    expect(p.leadTimeDays).toBe(9);
    expect(p.lines.find((l) => l.code === "reinforcement-frame")).toMatchObject({ key: "r", priceCents: 42_500 });
    expect(p.lines.find((l) => l.code === "paint")?.label).toBe("Exterior paint: Forest green");
  });

  it("answers each broken rule as a problem and still prices what it can", () => {
    const design: Design = {
      base: base20,
      modifications: [
        { key: "a", code: "window", wall: "left", x: 100 },
        { key: "b", code: "window", wall: "left", x: 120 },
        { key: "c", code: "vent", wall: "right", x: 10 },
        { key: "d", code: "rollup-door", wall: "back", x: 48 },
        { key: "e", code: "personnel-door" },
        { key: "f", code: "hot-tub" },
        { key: "g", code: "spray-foam" },
        { key: "h", code: "panel-insulation" },
        { key: "i", code: "reinforcement-frame" },
      ],
    };
    const p = priceDesign(design, options, BOX_20_NEW);
    expect(p.problems.map((x) => [x.code, x.key])).toEqual([
      ["unknown_option", "f"],
      ["unknown_option", "i"],
      ["needs_position", "e"],
      ["overlap", "b"],
      ["too_close_to_corner", "c"],
      ["does_not_fit", "d"],
      ["two_insulations", undefined],
    ]);
    expect(p.problems.find((x) => x.code === "too_close_to_corner")?.message).toMatch(/at least 12″ from the corners/);
    expect(p.problems.find((x) => x.code === "overlap")?.message).toMatch(/overlaps the sliding window/);
  });

  it("keeps the far end for the end doors, and names a base the catalog does not sell", () => {
    const p = priceDesign(
      { base: { lengthFt: 10, highCube: true, condition: "new" }, modifications: [{ key: "e", code: "end-double-doors" }, { key: "w", code: "window", wall: "back", x: 48 }] },
      options,
      null,
    );
    expect(p.problems.map((x) => x.code)).toEqual(["base_unavailable", "overlap"]);
    expect(p.priceCents).toBe(245_000 + 49_500);
  });

  it("ignores an option an admin switched off", () => {
    const off = options.map((o) => (o.code === "lockbox" ? { ...o, active: false } : o));
    const p = priceDesign({ base: base20, modifications: [{ key: "l", code: "lockbox" }] }, off, BOX_20_NEW);
    expect(p.problems[0].code).toBe("unknown_option");
    expect(p.priceCents).toBe(BOX_20_NEW);
  });
});
