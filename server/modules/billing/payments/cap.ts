import { MAX_ORDER_TOTAL_CENTS, ORDER_TOO_LARGE } from "../../../../contract/checkout.ts";
import { centsToDollars, formatUsd } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { getSiteSettings } from "../../settings/index.ts";

/** The most one payment page may charge: the admin's cap when set, never above the card networks' $999,999.99. */
export async function paymentCapCents(db: DbOrTx): Promise<number> {
  const { paymentCapCents: set } = await getSiteSettings(db);
  return Math.min(set ?? MAX_ORDER_TOTAL_CENTS, MAX_ORDER_TOTAL_CENTS);
}

/**
 * Refuses an amount above the cap with 400 order_too_large before anything is written or a page opened: every
 * payment page (cart, invoice, offer, rental) and every offer when it is built (docs/decisions/074, issue 43
 * defect 10). `field` names where the form shows the message.
 */
export async function assertWithinPaymentCap(db: DbOrTx, amountCents: number, field: string, what = "Orders"): Promise<void> {
  const cap = await paymentCapCents(db);
  if (amountCents <= cap) return;
  const message = `${what} over ${formatUsd(centsToDollars(cap))} cannot be paid by card online. Please request a quote instead: our sales team will arrange the order and payment.`;
  throw new HttpError(ORDER_TOO_LARGE, message, { errors: { [field]: message } });
}
