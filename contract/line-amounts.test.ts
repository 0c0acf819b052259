import { describe, expect, it } from "vitest";
import { lineAmounts, orderLineAmounts } from "./line-amounts.ts";

describe("lineAmounts", () => {
  it("shows the unit price without delivery, the delivery per unit and a total that adds up (issue 18)", () => {
    const a = orderLineAmounts({ quantity: 2, itemPrice: 2883, deliveryMethod: "crane", deliveryPrice: 375, totalPrice: 6516 });
    expect(a).toEqual({
      unitPrice: "$2,883.00",
      delivery: "Crane delivery $375.00 per unit",
      lineTotal: "$6,516.00",
      breakdown: "2 × $2,883.00 + 2 × $375.00 crane delivery = $6,516.00",
    });
  });

  it("says when no delivery was chosen", () => {
    expect(lineAmounts({ quantity: 1, itemPrice: 3000, delivery: null, totalPrice: 3000 })).toMatchObject({
      delivery: "Delivery not selected",
      breakdown: "1 × $3,000.00 = $3,000.00",
    });
  });
});
