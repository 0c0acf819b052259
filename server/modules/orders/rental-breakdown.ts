import { centsToDollars } from "../../../contract/money.ts";
import type { RentalBreakdown } from "../../../contract/rentals.ts";

/** One rental line's figures in cents: rent, waiver and deposit per unit; delivery for the whole line (null: not priced). */
export type RentalLineFigures = {
  name: string;
  variant: string | null;
  quantity: number;
  rentCents: number;
  waiverCents: number;
  depositCents: number;
  deliveryCents: number | null;
  minTermMonths: number;
  /** The line's sales tax as fixed on an order; without it the tax is worked out from `tax.bps`. */
  taxCents?: number | null;
};

/** The ship-to's rate; null while no address or ZIP says the state. */
export type RentalTaxRate = { bps: number; state: string | null } | null;

/**
 * THE rental breakdown (issue 43 defect 8, ADR 076): first month, first month's waiver, delivery, sales tax on the
 * rent, refundable deposit, what is due today, then the monthly charge and the minimum term. The product page, the
 * cart, the hosted page's lines, the order and the mails all print what this returns.
 *
 * Tax is the cart's rule (on the goods, not on delivery or deposit, rounded once on their sum): the rent's tax
 * is rounded on the rentals' sum and shared out line by line by running totals, so the lines add up to it.
 * Monthly charges are rent + waiver, as the billing job charges them.
 */
export function rentalBreakdown(lines: RentalLineFigures[], rate: RentalTaxRate): RentalBreakdown {
  const taxes = lineTaxes(lines, rate);
  const rows = lines.map((l, i) => {
    const rent = l.rentCents * l.quantity;
    const waiver = l.waiverCents * l.quantity;
    const deposit = l.depositCents * l.quantity;
    return { l, rent, waiver, deposit, tax: taxes[i], due: rent + waiver + deposit + (l.deliveryCents ?? 0) + (taxes[i] ?? 0) };
  });
  const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
  const deliveryKnown = lines.every((l) => l.deliveryCents !== null);
  const taxKnown = taxes.every((t) => t !== null);
  const pending: RentalBreakdown["pending"] = [...(deliveryKnown ? [] : ["delivery" as const]), ...(taxKnown ? [] : ["tax" as const])];
  const $ = centsToDollars;
  return {
    lines: rows.map((r) => ({
      name: r.l.name,
      variant: r.l.variant,
      quantity: r.l.quantity,
      firstMonth: $(r.rent),
      waiver: $(r.waiver),
      deposit: $(r.deposit),
      delivery: r.l.deliveryCents === null ? null : $(r.l.deliveryCents),
      tax: r.tax === null ? null : $(r.tax),
      dueToday: $(r.due),
      monthly: $(r.rent + r.waiver),
      minTermMonths: r.l.minTermMonths,
    })),
    firstMonth: $(sum((r) => r.rent)),
    waiver: $(sum((r) => r.waiver)),
    deposit: $(sum((r) => r.deposit)),
    delivery: deliveryKnown ? $(sum((r) => r.l.deliveryCents ?? 0)) : null,
    tax: taxKnown ? $(sum((r) => r.tax ?? 0)) : null,
    taxState: rate?.state ?? null,
    dueToday: $(sum((r) => r.due)),
    pending,
    monthly: $(sum((r) => r.rent + r.waiver)),
    minTermMonths: Math.max(1, ...lines.map((l) => l.minTermMonths)),
  };
}

/** Each line's tax: as fixed on the order, else its share of round(Σ rent × rate) by running totals; null when unknown. */
function lineTaxes(lines: RentalLineFigures[], rate: RentalTaxRate): (number | null)[] {
  if (lines.every((l) => l.taxCents !== undefined && l.taxCents !== null)) return lines.map((l) => l.taxCents as number);
  if (!rate) return lines.map(() => null);
  let running = 0;
  return lines.map((l) => {
    const before = Math.round((running * rate.bps) / 10_000);
    running += l.rentCents * l.quantity;
    return Math.round((running * rate.bps) / 10_000) - before;
  });
}
