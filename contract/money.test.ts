import { describe, expect, it } from "vitest";
import { formatUsd } from "./money";

describe("formatUsd", () => {
  it("gives Intl's text for every amount, asked once or again, past the remembered count", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, -0, 1.005, 1.115, -12.5, 12950, 1234567.89, Number.NaN, ...Array.from({ length: 5000 }, (_, i) => i * 7.31)];
    for (const round of [1, 2]) for (const a of amounts) expect(formatUsd(a), `${a}, round ${round}`).toBe(intl.format(a));
    expect(formatUsd(12950)).toBe("$12,950.00");
  });
});
