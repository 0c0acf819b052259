import type { SiteSettings } from "../../../../contract/settings";

/** The settings as the form edits them: text inputs, money in dollars, tax rates in percent. */
export type TaxRow = { key: string; state: string; percent: string };
export type Truck = "crane" | "tilt-bed" | "flatbed";
export const TRUCKS: Truck[] = ["crane", "tilt-bed", "flatbed"];

export type SettingsDraft = Omit<SiteSettings, "salesTaxBps" | "deliveryRates" | "statesServed" | "deliveredOrders" | "customers" | "operatingSince" | "newsletterSize" | "rating" | "ratingVotes"> & {
  figures: Record<FigureKey, string>;
  taxes: TaxRow[];
  rates: Record<Truck, { base: string; perMile: string }>;
  maxMiles: string;
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
const dollars = (cents: number) => (cents / 100).toFixed(2);
const toCents = (text: string) => Math.round(Number.parseFloat(text || "0") * 100);

export function draftOf(s: SiteSettings): SettingsDraft {
  const { salesTaxBps, deliveryRates, ...text } = s;
  return {
    siteName: text.siteName,
    salesPhone: text.salesPhone,
    salesEmail: text.salesEmail,
    headquarters: text.headquarters,
    openingHours: text.openingHours,
    timezone: text.timezone,
    timeZone: text.timeZone,
    figures: Object.fromEntries(FIGURES.map(([k]) => [k, String(s[k])])) as Record<FigureKey, string>,
    taxes: Object.entries(salesTaxBps)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, bps]) => ({ key: key(), state, percent: (bps / 100).toString() })),
    rates: Object.fromEntries(TRUCKS.map((t) => [t, { base: dollars(deliveryRates[t].baseCents), perMile: dollars(deliveryRates[t].perMileCents) }])) as SettingsDraft["rates"],
    maxMiles: String(deliveryRates.maxMiles),
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
    deliveryRates: {
      crane: { baseCents: toCents(d.rates.crane.base), perMileCents: toCents(d.rates.crane.perMile) },
      "tilt-bed": { baseCents: toCents(d.rates["tilt-bed"].base), perMileCents: toCents(d.rates["tilt-bed"].perMile) },
      flatbed: { baseCents: toCents(d.rates.flatbed.base), perMileCents: toCents(d.rates.flatbed.perMile) },
      maxMiles: Number(d.maxMiles),
    },
  };
}
