/**
 * The state-level sales-tax rate of every state and DC, in basis points (625 = 6.25 %), applied by the ship-to
 * state (ADR 087). Local (county, city) rates are not included: the shop collects the state base rate, and an
 * admin may override any state in Settings (an override wins over this table).
 *
 * Source: Tax Foundation, "State and Local Sales Tax Rates, 2025" (column "State Tax Rate", rates as of
 * 1 January 2025), https://taxfoundation.org/data/all/state/2025-sales-tax-rates/. California, Utah and Virginia
 * include the statewide add-on every buyer pays (the source's convention). Rates with a third decimal are half basis
 * points (MN 6.875 % = 687.5), kept exact: tax is rounded once, to the cent, on the taxed amount.
 * Alaska, Delaware, Montana, New Hampshire and Oregon have no state sales tax: 0.
 *
 * Review when the source publishes a new year; change a rate here (with the date below) in its own commit.
 */
export const SALES_TAX_RATES_AS_OF = "2025-01-01";
export const SALES_TAX_RATES_SOURCE = "Tax Foundation, State and Local Sales Tax Rates, 2025";

export const STATE_SALES_TAX_BPS: Readonly<Record<string, number>> = {
  AL: 400, AK: 0, AZ: 560, AR: 650, CA: 725, CO: 290, CT: 635, DE: 0, DC: 600, FL: 600,
  GA: 400, HI: 400, ID: 600, IL: 625, IN: 700, IA: 600, KS: 650, KY: 600, LA: 500, ME: 550,
  MD: 600, MA: 625, MI: 600, MN: 687.5, MS: 700, MO: 422.5, MT: 0, NE: 550, NV: 685, NH: 0,
  NJ: 662.5, NM: 487.5, NY: 400, NC: 475, ND: 500, OH: 575, OK: 450, OR: 0, PA: 600, RI: 700,
  SC: 600, SD: 420, TN: 700, TX: 625, UT: 610, VT: 600, VA: 530, WA: 650, WV: 600, WI: 500,
  WY: 400,
};
