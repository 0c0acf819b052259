import { formatUsd } from "../../../contract/money.ts";
import type { Figure } from "./content.ts";

type Address = { street: string; city: string; state: string; postalCode: string; country: string };

/** An address as the ship-to block prints it: street, then "City, ST zip", then the country. */
export const addressLines = (a: Address): string[] => [a.street, `${a.city}, ${a.state} ${a.postalCode}`, a.country];

/**
 * An invoice's money in dollars, as every invoice mail shows it: subtotal, delivery, discount (when any), tax, the
 * total, then what the ledger says was paid and what is still open.
 */
export function invoiceFigures(inv: { subtotal: number; shipping: number; discount: number; tax: number; total: number; amountPaid: number; balance: number }): Figure[] {
  return [
    { label: "Subtotal", value: formatUsd(inv.subtotal) },
    { label: "Delivery", value: formatUsd(inv.shipping) },
    ...(inv.discount > 0 ? [{ label: "Discount", value: `−${formatUsd(inv.discount)}` }] : []),
    { label: "Tax", value: formatUsd(inv.tax) },
    { label: "Total", value: formatUsd(inv.total), strong: true },
    { label: "Paid", value: formatUsd(inv.amountPaid) },
    { label: "Balance due", value: formatUsd(inv.balance), strong: inv.balance > 0 },
  ];
}
