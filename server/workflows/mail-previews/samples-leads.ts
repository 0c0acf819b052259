import type { quoteRequests } from "../../../db/schema/index.ts";
import type { WeeklyReport } from "../../modules/reporting/index.ts";

/** A quote request and a week of figures for the previews of the lead and staff mails. */
export const QUOTE = {
  id: "sample",
  name: "Dana Whitfield",
  email: "dana@example.com",
  phone: "(305) 555-0199",
  company: "Whitfield Builders",
  zip: "33101",
  productId: null,
  productOptions: { Size: "20ft", Condition: "New" },
  message: "One container with a roll-up door cut in, delivered by mid-December.",
} as unknown as typeof quoteRequests.$inferSelect;

const week = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });

export const WEEKLY: WeeklyReport = {
  weeks: { weekStart: "2026-11-16", current: week("2026-11-16T06:00:00Z", "2026-11-23T06:00:00Z"), previous: week("2026-11-09T06:00:00Z", "2026-11-16T06:00:00Z") },
  current: { orders: 12, revenueCents: 4_230_000, newCustomers: 9, quoteRequests: 14, topProducts: [{ name: "20ft Standard Container", quantity: 7, revenueCents: 2_100_000 }, { name: "40ft High Cube", quantity: 3, revenueCents: 1_500_000 }] },
  previous: { orders: 9, revenueCents: 3_120_000, newCustomers: 6, quoteRequests: 11, topProducts: [] },
  openQuotes: 5,
};
