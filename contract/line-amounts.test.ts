import { describe, expect, it } from "vitest";
import { lineAmounts, orderLineAmounts } from "./line-amounts.ts";

describe("lineAmounts", () => {
  it("shows the unit price without delivery, the line's delivery and a total that adds up (issue 18)", () => {
    const a = orderLineAmounts({ quantity: 2, itemPrice: 2883, deliveryMethod: "crane", deliveryPrice: 750, totalPrice: 6516 });
    expect(a).toEqual({
      unitPrice: "$2,883.00",
      delivery: "Crane delivery $750.00",
      lineTotal: "$6,516.00",
      breakdown: "2 × $2,883.00 + $750.00 crane delivery = $6,516.00",
    });
  });

  it("reads the delivery from the total: two 20ft on one flatbed are one truck's price, parts with a container free", () => {
    expect(lineAmounts({ quantity: 2, itemPrice: 3000, delivery: { method: "flatbed", price: 375 }, totalPrice: 6375 }).breakdown).toBe("2 × $3,000.00 + $375.00 flatbed delivery = $6,375.00");
    expect(lineAmounts({ quantity: 1, itemPrice: 89, delivery: { method: "tilt-bed", price: 0 }, totalPrice: 89 })).toMatchObject({ delivery: "Tilt-bed delivery free", breakdown: "1 × $89.00 = $89.00" });
  });

  it("says when no delivery was chosen", () => {
    expect(lineAmounts({ quantity: 1, itemPrice: 3000, delivery: null, totalPrice: 3000 })).toMatchObject({
      delivery: "Delivery not selected",
      breakdown: "1 × $3,000.00 = $3,000.00",
    });
  });
});
