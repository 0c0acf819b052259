import { describe, expect, it } from "vitest";
import { formatCardNumber, formatCvv, validateCard, yearChoices } from "./card-rules";

const now = new Date(2026, 4, 15); // May 2026
const good = { cardholderName: "Ann Lee", cardNumber: "4242 4242 4242 4242", cvv: "123", expiryMonth: 5, expiryYear: 2026 };

describe("card form rules (SPEC section 5)", () => {
  it("keeps digits only, groups them in fours and stops at 19 characters", () => {
    expect(formatCardNumber("4242-4242 4242abc42424242999")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-4242 4242abc42424242999")).toHaveLength(19);
    expect(formatCardNumber("37828224631")).toBe("3782 8224 631");
    expect(formatCvv("12a345")).toBe("1234");
  });

  it("accepts a valid card expiring this month", () => {
    expect(validateCard(good, now)).toEqual({});
  });

  it("gives the spec's messages", () => {
    expect(validateCard({ ...good, cardholderName: "  ", cardNumber: "4242 4242 4242", cvv: "12", expiryMonth: 4 }, now)).toEqual({
      cardholderName: "Cardholder name is required",
      cardNumber: "Invalid card number",
      cvv: "Invalid CVV",
      expiryMonth: "Card is expired",
    });
    expect(validateCard({ ...good, cardNumber: "4242 4242 4242 4" }, now)).toEqual({});
    expect(validateCard({ ...good, expiryYear: 2025, expiryMonth: 12 }, now).expiryMonth).toBe("Card is expired");
  });

  it("offers the current year and the next nine", () => {
    expect(yearChoices(now)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
  });
});
