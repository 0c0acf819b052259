import { formatUsd } from "./money.ts";
import type { RentalBreakdown } from "./rentals.ts";

export type BreakdownRow = { key: string; label: string; value: string; total?: boolean };

const months = (n: number) => `${n} month${n === 1 ? "" : "s"}`;

/** "$399.00 + delivery and tax" while a part is not priced yet, else the amount. */
export function dueTodayText(b: RentalBreakdown): string {
  const due = formatUsd(b.dueToday);
  return b.pending.length ? `${due} + ${b.pending.join(" and ")}` : due;
}

/**
 * The one wording of a rental's breakdown (ADR 076): the product page, the cart, the order pages and the mails
 * print these rows, so the same rental reads the same everywhere. `hints` fills a row not priced yet.
 */
export function rentalBreakdownRows(b: RentalBreakdown, hints: { delivery?: string; tax?: string } = {}): BreakdownRow[] {
  return [
    { key: "first-month", label: "First month", value: formatUsd(b.firstMonth) },
    ...(b.waiver > 0 ? [{ key: "waiver", label: "Damage waiver, first month", value: formatUsd(b.waiver) }] : []),
    { key: "delivery", label: "Delivery", value: b.delivery === null ? (hints.delivery ?? "Priced by ZIP") : formatUsd(b.delivery) },
    { key: "tax", label: b.taxState ? `Sales tax (${b.taxState})` : "Sales tax", value: b.tax === null ? (hints.tax ?? "By your address") : formatUsd(b.tax) },
    { key: "deposit", label: "Refundable deposit", value: formatUsd(b.deposit) },
    { key: "due-today", label: "Due today", value: dueTodayText(b), total: true },
    { key: "monthly", label: "Then monthly", value: `${formatUsd(b.monthly)} / month`, total: true },
    { key: "term", label: "Minimum term", value: months(b.minTermMonths) },
  ];
}

/** The breakdown as one line of text (mails): "First month $149.00 · … · Due today $702.94 · Then monthly $149.00 / month". */
export const rentalBreakdownText = (b: RentalBreakdown): string => rentalBreakdownRows(b).map((r) => `${r.label} ${r.value}`).join(" · ");

/**
 * An order's totals rows with its rentals' deposits and first waivers on their own row (the order's stored subtotal
 * holds them), as the cart's Order Summary shows them: "Subtotal" is then the goods, never goods + deposit.
 */
export function orderTotalsRows(o: { subtotal: number; shipping: number; tax: number; rental?: RentalBreakdown | null }, deliveryLabel = "Shipping"): [string, number][] {
  const extras = o.rental ? Math.round((o.rental.deposit + o.rental.waiver) * 100) : 0;
  return [
    ["Subtotal", (Math.round(o.subtotal * 100) - extras) / 100],
    ...(extras ? [["Rental deposits and waivers", extras / 100] as [string, number]] : []),
    [deliveryLabel, o.shipping],
    ["Tax", o.tax],
  ];
}
