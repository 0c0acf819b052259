import { describe, expect, it } from "vitest";
import { countOf, formatDate, formatDateRange, formatUsd } from "./money";

describe("formatUsd", () => {
  it("gives Intl's text for every amount, asked once or again, past the remembered count", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, -0, 1.005, 1.115, -12.5, 12950, 1234567.89, Number.NaN, ...Array.from({ length: 5000 }, (_, i) => i * 7.31)];
    for (const round of [1, 2]) for (const a of amounts) expect(formatUsd(a), `${a}, round ${round}`).toBe(intl.format(a));
    expect(formatUsd(12950)).toBe("$12,950.00");
  });
});

describe("dates and counts, written one way (issue 48)", () => {
  it("writes calendar days, timestamps and periods as \"Dec 4, 2026\"", () => {
    expect(formatDate("2026-12-04")).toBe("Dec 4, 2026");
    expect(formatDate("2026-12-12T23:30:00.000Z")).toBe("Dec 12, 2026");
    expect(formatDateRange("2026-12-04", "2027-01-03")).toBe("Dec 4, 2026 – Jan 3, 2027");
  });

  it("uses the singular for exactly one, the plural otherwise, with thousands separators", () => {
    expect(countOf(1, "unit")).toBe("1 unit");
    expect(countOf(2, "unit")).toBe("2 units");
    expect(countOf(0, "product")).toBe("0 products");
    expect(countOf(10000, "product")).toBe("10,000 products");
    expect(countOf(2, "box", "boxes")).toBe("2 boxes");
  });
});
