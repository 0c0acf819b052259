import { describe, expect, it } from "vitest";
import type { CartItemDto } from "../../../contract/cart";
import { blockedSentence } from "./blocked-sentence";

const item = (over: Partial<CartItemDto>) => ({ id: "1", productId: "p", name: "20ft", image: null, quantity: 1, basePrice: 1, itemPrice: 1, totalPrice: 1, selectedDimension: null, selectedCondition: null, selectedDelivery: null, ...over }) as CartItemDto;

describe("why the cart cannot check out (issue 44: three reasons, three sentences)", () => {
  it("says sold out, too many and out of reach apart, never the quantity sentence for the other two", () => {
    const soldOut = blockedSentence({ items: [item({ issueCode: "out_of_stock" })], deliveryProblem: null });
    const tooMany = blockedSentence({ items: [item({ issueCode: "quantity_unavailable" })], deliveryProblem: null });
    const far = blockedSentence({ items: [item({ issueCode: "out_of_area", container: true })], deliveryProblem: "Anchorage, AK is outside them." });
    expect(soldOut).toMatch(/sold out at every depot/);
    expect(tooMany).toMatch(/fewer in stock than the quantity/);
    expect(far).toMatch(/cannot deliver to this address/);
    expect(new Set([soldOut, tooMany, far]).size).toBe(3);
    for (const s of [soldOut, far]) expect(s).not.toMatch(/quantity/);
  });

  it("a withdrawn product and a line's truck choice have their own words", () => {
    expect(blockedSentence({ items: [item({ unavailable: true })], deliveryProblem: null })).toMatch(/no longer available/);
    expect(blockedSentence({ items: [item({ deliveryIssue: "A tilt-bed truck cannot carry this container" })], deliveryProblem: null })).toMatch(/cannot be delivered as chosen/);
  });
});
