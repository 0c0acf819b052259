import { describe, expect, it } from "vitest";
import { formatDollars, formatNumber, formatUtcDate, formatWholeDollars } from "./en-us-format.ts";

const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat("en-US", options);

/** A reproducible spread of values: integers, cents, thousandths, halves that round, negatives. */
function values(): number[] {
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const edge = [0, -0, 0.5, 1.5, 2.5, -0.5, 0.0005, 0.0015, -0.0004, 1.005, 1.115, 1.0005, 2.675, 999.995, 9.9995, 999999.9995, 12950, 1234567.89, 1e15, 123456789012.345, 1e21, 1.5e-7, Number.NaN, Infinity, -Infinity];
  const spread = Array.from({ length: 3000 }, (_, i) => {
    const scale = 10 ** Math.floor(next() * 9);
    const v = next() * scale;
    return [v, -v, Math.round(v * 100) / 100, Math.round(v * 1000 + 0.5) / 1000, Math.round(v) + 0.5, i * 7.31][i % 6];
  });
  return [...edge, ...spread];
}

describe("en-US numbers without Intl", () => {
  it("writes what Intl writes for counts, dollars and whole dollars", () => {
    const plain = intl({});
    const dollars = intl({ style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const whole = intl({ style: "currency", currency: "USD", maximumFractionDigits: 0 });
    for (const v of values()) {
      expect(formatNumber(v), String(v)).toBe(plain.format(v));
      expect(formatDollars(v), String(v)).toBe(dollars.format(v));
      expect(formatWholeDollars(v), String(v)).toBe(whole.format(v));
    }
    expect([formatNumber(1234567), formatDollars(12950), formatWholeDollars(-12.5)]).toEqual(["1,234,567", "$12,950.00", "-$13"]);
  });
});

describe("en-US UTC dates without Intl", () => {
  it("writes what Intl writes in each style, every day of several years and outside four-digit years", () => {
    const styles = {
      short: { month: "short", day: "numeric", year: "numeric" },
      weekdayShort: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
      weekdayLong: { weekday: "long", month: "long", day: "numeric" },
    } as const;
    const days = Array.from({ length: 4 * 366 }, (_, i) => new Date(Date.UTC(2024, 0, 1, 23, 59) + i * 86_400_000));
    days.push(new Date("0999-12-31T00:00:00Z"), new Date("+010000-01-01T00:00:00Z"));
    for (const [style, options] of Object.entries(styles)) {
      const f = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
      for (const d of days) expect(formatUtcDate(d, style as keyof typeof styles), d.toISOString()).toBe(f.format(d));
    }
    expect(formatUtcDate(new Date("2026-12-02T00:00:00Z"), "weekdayShort")).toBe("Wed, Dec 2, 2026");
  });
});
