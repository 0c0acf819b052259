import { formatDollars, formatNumber, formatUtcDate, formatWholeDollars } from "./en-us-format.ts";

/*
 * The shop's one way of writing amounts, dates and counts, for the pages, the prints, the PDFs and the mails alike
 * (issue 48: rental periods printed "2026-12-04", offers "Valid until 2026-12-12", the timeline "$1000.00" and
 * "1 units"): "$1,000.00", "Dec 4, 2026", "Dec 4, 2026 – Jan 3, 2027", "1 unit" / "2 units".
 */

/** Cents ⇄ dollars at the API boundary. The server computes in integer cents only. */
export const centsToDollars = (cents: number) => Math.round(cents) / 100;

/** Parses a dollar amount with at most two decimals into cents; null when it is not one. */
export function dollarsToCents(value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
}

/**
 * Formatted amounts, remembered: a product page formats a dozen prices, mostly the same few (with Intl they were
 * 0.6 % of the server's main thread under uncached product pages, ADR 058).
 */
const formattedUsd = new Map<number, string>();
const REMEMBERED_AMOUNTS = 4096;

/** "$12,345.00" — the shop and dashboard format. */
export function formatUsd(dollars: number): string {
  // A Map takes -0 for 0, which is written "-$0.00".
  if (Object.is(dollars, -0)) return formatDollars(dollars);
  let text = formattedUsd.get(dollars);
  if (text === undefined) {
    if (formattedUsd.size >= REMEMBERED_AMOUNTS) formattedUsd.clear();
    text = formatDollars(dollars);
    formattedUsd.set(dollars, text);
  }
  return text;
}
/** "$12,345" — the admin dashboard revenue format. */
export const formatUsdWhole = formatWholeDollars;
/** "Nov 22, 2026", from a Date, an ISO timestamp or a calendar day ("2026-11-22", read as that day in UTC). */
export const formatDate = (iso: string | Date) => formatUtcDate(typeof iso === "string" ? new Date(iso) : iso, "short");
/** "Dec 4, 2026 – Jan 3, 2027": a period of calendar days, such as a rental invoice's. */
export const formatDateRange = (from: string | Date, to: string | Date) => `${formatDate(from)} – ${formatDate(to)}`;

/** "1 product", "7 products", "10,000 units": a count with its noun (issue 18: the shop said "1 products"). */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}
