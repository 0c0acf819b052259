import { describe, expect, it } from "vitest";
import { closedDays } from "../../logistics/index.ts";
import { agreementStartDate } from "./agreements.ts";
import { addBusinessDays } from "./dates.ts";

// Issue 43 (ADR 074, "Holidays"): the rentals' business-day counts skip the holiday calendar's closed days too.
const thanksgivingWeek = closedDays(undefined, "2026-11-01", "2026-12-31");

describe("rental business days", () => {
  it("an agreement without a booked day starts five business days after payment, Thanksgiving not counted", () => {
    const paidMonday = new Date("2026-11-23T15:00:00Z");
    expect(agreementStartDate({ deliveryDate: null }, paidMonday, thanksgivingWeek)).toBe("2026-12-01");
    expect(agreementStartDate({ deliveryDate: "2026-12-04" }, paidMonday, thanksgivingWeek)).toBe("2026-12-04");
  });

  it("the pick-up notice's two business days from the Wednesday before Thanksgiving end on Monday", () => {
    expect(addBusinessDays("2026-11-25", 2, thanksgivingWeek)).toBe("2026-11-30");
    expect(addBusinessDays("2026-12-24", 1, closedDays({ federal: {}, closedDates: ["2026-12-28"] }, "2026-12-01", "2027-01-31"))).toBe("2026-12-29");
  });
});
