import { z } from "zod";
import { holidaySettings } from "./holidays.ts";

/** An IANA zone name the runtime knows (Intl refuses unknown ones). */
const ianaTimeZone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      return Boolean(new Intl.DateTimeFormat("en-US", { timeZone: tz }).resolvedOptions().timeZone);
    } catch {
      return false;
    }
  }, "Use a time zone name such as America/Chicago");

/** Site settings the admin edits and the storefront reads. One source for every figure the spec repeats. */
/** The storefront's boast counters ("30,000 orders delivered"): a billion is beyond any real figure. */
const COUNTER_MAX = 1_000_000_000;

export const siteSettings = z.object({
  siteName: z.string().trim().min(1).max(80),
  salesPhone: z.string().trim().min(7).max(30),
  salesEmail: z.email().max(254),
  headquarters: z.string().trim().min(2).max(120),
  /** Days and hours, e.g. "Monday-Friday 7am-6pm"; the footer and support line read the same value. */
  openingHours: z.string().trim().min(3).max(80),
  timezone: z.string().trim().min(2).max(10),
  /** The shop's clock for scheduled work (the Monday 07:00 weekly report); `timezone` is only the label shown. */
  timeZone: ianaTimeZone,
  statesServed: z.number().int().min(1).max(50),
  deliveredOrders: z.number().int().min(0).max(COUNTER_MAX),
  customers: z.number().int().min(0).max(COUNTER_MAX),
  operatingSince: z.number().int().min(1900).max(2100),
  newsletterSize: z.number().int().min(0).max(COUNTER_MAX),
  rating: z.number().min(0).max(5),
  ratingVotes: z.number().int().min(0).max(COUNTER_MAX),
  /** The admin's sales-tax overrides per state in basis points (600 = 6.00 %); a state left out takes the maintained table's rate (ADR 087). */
  salesTaxBps: z.record(z.string().regex(/^[A-Z]{2}$/), z.number().int().min(0).max(2000)),
  /**
   * The most one payment page may charge, in cents (docs/decisions/074): at most the card networks' $999,999.99;
   * an admin may set it lower. Left out, the ceiling applies.
   */
  paymentCapCents: z.number().int().min(100).max(99_999_999).optional(),
  /** Days no drop is booked: the federal holidays (each switchable) and the shop's own closed dates. Left out, every federal holiday is closed. */
  holidays: holidaySettings.optional(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** What the public storefront may read (all of it, on purpose; delivery rates are in contract/delivery.ts). */
export const publicSettings = siteSettings;

export const DEFAULT_SETTINGS: SiteSettings = {
  siteName: "Boxyard",
  salesPhone: "(305) 555-0148",
  salesEmail: "sales@boxyard.com",
  headquarters: "Miami, Florida",
  openingHours: "Monday-Friday 7am-6pm",
  timezone: "PST",
  timeZone: "America/Chicago",
  statesServed: 48,
  deliveredOrders: 30000,
  customers: 26000,
  operatingSince: 2014,
  newsletterSize: 9500,
  rating: 4.6,
  ratingVotes: 300,
  // Every state's base rate is in db/seed/sales-tax-rates.ts (ADR 087); these are only the admin's overrides.
  salesTaxBps: {},
  holidays: { federal: {}, closedDates: [] },
};
