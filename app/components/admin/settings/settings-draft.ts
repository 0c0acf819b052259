import { FEDERAL_HOLIDAY_KEYS, type FederalHolidayKey } from "../../../../contract/holidays";
import type { SiteSettings } from "../../../../contract/settings";

/** The settings as the form edits them: text inputs, money in dollars, tax rates in percent. */
export type TaxRow = { key: string; state: string; percent: string };

export type SettingsDraft = Omit<SiteSettings, "salesTaxBps" | "statesServed" | "deliveredOrders" | "customers" | "operatingSince" | "newsletterSize" | "rating" | "ratingVotes" | "holidays" | "paymentCapCents"> & {
  /** The most one payment page may charge, in dollars as typed; empty = the $999,999.99 ceiling. */
  paymentCap: string;
  figures: Record<FigureKey, string>;
  taxes: TaxRow[];
  /** Each federal holiday: true = no deliveries that day (the default). */
  federalHolidays: Record<FederalHolidayKey, boolean>;
  /** The shop's own closed days, "YYYY-MM-DD" separated by commas or lines. */
  closedDates: string;
};

export const FIGURES = [
  ["statesServed", "States served", "Shown as '48 states' in the hero strip and the service area"],
  ["deliveredOrders", "Delivered orders", "'30,000+ delivered orders'"],
  ["customers", "Customers", "'Trusted by 26,000+ Customers'"],
  ["operatingSince", "Operating since (year)", ""],
  ["newsletterSize", "Newsletter subscribers", ""],
  ["rating", "Rating (0-5)", ""],
  ["ratingVotes", "Rating votes", ""],
] as const;
export type FigureKey = (typeof FIGURES)[number][0];

let n = 0;
const key = () => `t${n++}`;

export function draftOf(s: SiteSettings): SettingsDraft {
  const { salesTaxBps, ...text } = s;
  return {
    federalHolidays: Object.fromEntries(FEDERAL_HOLIDAY_KEYS.map((k) => [k, s.holidays?.federal?.[k] !== false])) as Record<FederalHolidayKey, boolean>,
    closedDates: (s.holidays?.closedDates ?? []).join(", "),
    siteName: text.siteName,
    salesPhone: text.salesPhone,
    salesEmail: text.salesEmail,
    headquarters: text.headquarters,
    openingHours: text.openingHours,
    timezone: text.timezone,
    timeZone: text.timeZone,
    paymentCap: text.paymentCapCents === undefined ? "" : (text.paymentCapCents / 100).toFixed(2),
    figures: Object.fromEntries(FIGURES.map(([k]) => [k, String(s[k])])) as Record<FigureKey, string>,
    taxes: Object.entries(salesTaxBps)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, bps]) => ({ key: key(), state, percent: (bps / 100).toString() })),
  };
}

export const newTaxRow = (): TaxRow => ({ key: key(), state: "", percent: "" });

/** The PUT body; the server validates every field again and names the bad ones. */
export function settingsOf(d: SettingsDraft): SiteSettings {
  const figure = (k: FigureKey) => Number(d.figures[k]);
  return {
    siteName: d.siteName,
    salesPhone: d.salesPhone,
    salesEmail: d.salesEmail,
    headquarters: d.headquarters,
    openingHours: d.openingHours,
    timezone: d.timezone,
    timeZone: d.timeZone,
    // Empty: no cap of the shop's own (the ceiling applies); the server refuses one above the ceiling or below $1.
    paymentCapCents: d.paymentCap.trim() ? Math.round(Number(d.paymentCap) * 100) : undefined,
    // Only the switched-off holidays are stored: a holiday added later is closed by default.
    holidays: {
      federal: Object.fromEntries(FEDERAL_HOLIDAY_KEYS.filter((k) => !d.federalHolidays[k]).map((k) => [k, false])),
      closedDates: d.closedDates.split(/[\s,]+/).filter(Boolean),
    },
    statesServed: figure("statesServed"),
    deliveredOrders: figure("deliveredOrders"),
    customers: figure("customers"),
    operatingSince: figure("operatingSince"),
    newsletterSize: figure("newsletterSize"),
    rating: figure("rating"),
    ratingVotes: figure("ratingVotes"),
    salesTaxBps: Object.fromEntries(
      d.taxes.filter((t) => t.state.trim()).map((t) => [t.state.trim().toUpperCase(), Math.round(Number.parseFloat(t.percent || "0") * 100)]),
    ),
  };
}
