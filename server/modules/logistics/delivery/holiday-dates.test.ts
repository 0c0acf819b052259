import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HolidaySettings } from "../../../../contract/holidays.ts";
import { users } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { depotByCode } from "../../../test/fixtures/stock.ts";
import { getSiteSettings, updateSettings } from "../../settings/index.ts";
import { availableDeliveryDates, deliveryDateProblem, earliestDates } from "./dates.ts";

/* Issue 43: no drop on a holiday, and the lead time counts no holiday as a business day (ADR 074, "Holidays"). */

// Monday 23 Nov 2026 on the shop's clock: Thanksgiving is Thursday 26.
const NOW = new Date("2026-11-23T15:00:00Z");
let t: TestApp;
let depotId: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  depotId = (await depotByCode(t.db, "miami-fl")).id; // open Mon–Sat
  [{ id: adminId }] = await t.db.select({ id: users.id }).from(users).limit(1);
});
afterAll(() => t.close());

const setHolidays = async (holidays: HolidaySettings | undefined) => updateSettings(t.db, adminId, { ...(await getSiteSettings(t.db)), holidays });
const dates = (count: number, from = NOW) => availableDeliveryDates(t.db, { depotId, truck: "crane", from, count });

describe("the holiday calendar", () => {
  it("by default skips Thanksgiving as a delivery day and as a business day of the lead time", async () => {
    // Mon 23 + 3 business days: Tue 24, Wed 25, (Thu 26 Thanksgiving), Fri 27.
    expect(await dates(3)).toEqual(["2026-11-27", "2026-11-28", "2026-11-30"]);
    expect(await earliestDates(t.db, { depotId, from: NOW, wants: [{ truck: "crane", trucks: 1, leadBusinessDays: 3 }] })).toEqual(["2026-11-27"]);
    const problem = await deliveryDateProblem(t.db, { depotId, truck: "crane", from: NOW, date: "2026-11-26" });
    expect(problem).toMatch(/earliest delivery from our Miami depot is Fri, Nov 27/);
  });

  it("names the holiday when a later holiday is asked for, the observed weekday too", async () => {
    expect(await deliveryDateProblem(t.db, { depotId, truck: "crane", from: NOW, date: "2026-12-25" })).toBe("We do not deliver on Christmas Day (Fri, Dec 25); choose another day");
    const fromJune = new Date("2027-05-24T15:00:00Z");
    expect(await deliveryDateProblem(t.db, { depotId, truck: "crane", from: fromJune, date: "2027-06-18" })).toMatch(/Juneteenth \(observed\)/);
    expect(await dates(20, fromJune)).not.toContain("2027-05-31"); // Memorial Day
  });

  it("follows the admin: a holiday switched off is a working day, an extra closed date is not", async () => {
    await setHolidays({ federal: { thanksgiving: false }, closedDates: ["2026-11-27"] });
    expect(await dates(3)).toEqual(["2026-11-26", "2026-11-28", "2026-11-30"]);
    expect(await deliveryDateProblem(t.db, { depotId, truck: "crane", from: NOW, date: "2026-11-27" })).toBe("We do not deliver on Fri, Nov 27: our depots are closed; choose another day");
    await setHolidays(undefined);
    expect(await dates(1)).toEqual(["2026-11-27"]);
  });
});
