import { describe, expect, it } from "vitest";
import { describeAudit } from "./timeline.ts";

// Issue 48, point 11: the timeline printed "Refunded $1000.00" and counted "1 units".
describe("the order timeline's sentences", () => {
  it("writes a refund's amount as the shop does and counts the units put back", () => {
    expect(describeAudit("order.refunded", { amount: 1000, restocked: 0 })).toBe("Refunded $1,000.00.");
    expect(describeAudit("order.refunded", { amount: 1000.5, restocked: 1 })).toBe("Refunded $1,000.50; 1 unit back in stock.");
    expect(describeAudit("order.refunded", { amount: 12, restocked: 2 })).toBe("Refunded $12.00; 2 units back in stock.");
  });
});
