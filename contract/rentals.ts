import { z } from "zod";

/** Rentals (docs/decisions/029). Money in dollars as everywhere in /v1; dates "YYYY-MM-DD". */
export const RENTAL_STATUS_LIST = ["scheduled", "active", "overdue", "pickup_scheduled", "ended"] as const;
export const rentalStatus = z.enum(RENTAL_STATUS_LIST);
export type RentalStatusValue = z.infer<typeof rentalStatus>;

const money = z.number();
const isoDate = z.string().max(10, "Use a date like 2026-12-31").regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-31");

/** The plan as the product page reads it (GET /v1/products/{id}/rental-plan). */
export const rentalPlanDto = z.object({
  productId: z.string(),
  minTermMonths: z.number().int(),
  pickupFees: z.object({ crane: money, "tilt-bed": money, flatbed: money }),
  damageWaiver: money.nullable(),
  deposit: money,
  rentToOwn: z.object({ creditPercent: z.number(), purchasePrice: money }).nullable(),
});
export type RentalPlanDto = z.infer<typeof rentalPlanDto>;

export const rentalPlanInput = z.object({
  minTermMonths: z.number().int("Use whole months").min(1, "At least one month").max(60, "At most 60 months"),
  pickupFees: z.object({ crane: money.min(0, "Cannot be negative"), "tilt-bed": money.min(0, "Cannot be negative"), flatbed: money.min(0, "Cannot be negative") }),
  damageWaiver: money.min(0, "Cannot be negative").nullable(),
  deposit: money.min(0, "Cannot be negative"),
  rentToOwn: z.object({ creditPercent: z.number().min(0, "Cannot be negative").max(100, "At most 100 %"), purchasePrice: money.min(0, "Cannot be negative") }).nullable(),
});
export type RentalPlanInput = z.infer<typeof rentalPlanInput>;

export const rentalInvoiceDto = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  kind: z.enum(["cycle", "pickup"]),
  cycle: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: money,
  status: z.enum(["open", "paid", "overdue", "void"]),
  paidAt: z.string().nullable(),
});

/** GET /v1/user/rentals → data.data (the names are the contract). */
export const rentalDto = z.object({
  id: z.string(),
  status: rentalStatus,
  productName: z.string(),
  variant: z.string().nullable(),
  monthlyAmount: money,
  startDate: z.string(),
  nextBillDate: z.string().nullable(),
  minimumEndDate: z.string(),
  depot: z.object({ id: z.string(), name: z.string(), city: z.string(), state: z.string() }).nullable(),
  deposit: money,
  pickupFee: money,
  pickupDate: z.string().nullable(),
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  buyoutPrice: money.nullable(),
  /** The deposit as settled at the end (refund through the provider, minus a deduction with its reason); null until then. */
  depositSettlement: z.object({ refund: money, deduction: money, reason: z.string().nullable(), settledAt: z.string() }).nullable(),
  /** When the yard marked the unit collected (it went back to stock). */
  collectedAt: z.string().nullable(),
  invoices: z.array(rentalInvoiceDto),
});
export type RentalDto = z.infer<typeof rentalDto>;
export const rentalList = z.object({ data: z.array(rentalDto) });

/** What a pick-up on `date` costs: shown before the customer confirms. */
export const pickupQuoteDto = z.object({
  date: z.string(),
  earliestDate: z.string(),
  finalCycle: z.object({ cycle: z.number().int(), periodStart: z.string(), periodEnd: z.string(), amount: money, alreadyBilled: z.boolean() }),
  pickupFee: money,
  depositRefund: money,
});
export type PickupQuoteDto = z.infer<typeof pickupQuoteDto>;
/** GET /v1/user/rentals/{id}/pickup-dates: the depot's open days from the end of the minimum term; null: any day from earliestDate. */
export const pickupDatesDto = z.object({ earliestDate: z.string(), dates: z.array(z.string()).nullable() });
export type PickupDatesDto = z.infer<typeof pickupDatesDto>;
export const pickupInput = z.object({ date: isoDate, confirm: z.boolean().optional() });

export const paymentPageDto = z.object({ url: z.string() });

export const adminRentalDto = rentalDto.extend({
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  overdueAmount: money,
  /** "picked up", "collected", "bought", "ended by admin"; null while it runs. */
  endReason: z.string().nullable(),
});
export type AdminRentalDto = z.infer<typeof adminRentalDto>;
export const adminRentalList = z.object({ data: z.array(adminRentalDto), pickups: z.array(z.object({ date: z.string(), depot: z.string(), rentalId: z.string(), productName: z.string(), customer: z.string() })) });
/** POST /v1/admin/rentals/{id}/end: end billing; with `collected` the unit goes back to stock; the deposit comes back less `deduction` (dollars, with a reason). */
export const closeRentalInput = z.object({
  collected: z.boolean().optional(),
  deduction: money.min(0, "Cannot be negative").optional(),
  reason: z.string().max(500, "At most 500 characters").optional(),
});
export type CloseRentalInput = z.infer<typeof closeRentalInput>;
export const closeRentalResult = z.object({ id: z.string(), ended: z.boolean(), returnedToStock: z.boolean(), depositRefund: money.nullable(), deduction: money.nullable() });
export const extendInput = z.object({ months: z.number().int().min(1, "At least one month").max(24, "At most 24 months") });

/**
 * A rental's "due today / then monthly" (issue 43 defect 8, ADR 076): made by one server function
 * (`rentalBreakdown`) for the product page, the cart, the hosted page, the order and the mails, and printed by
 * `rentalBreakdownRows`. `delivery` and `tax` are null while not known (no ZIP yet): `pending` names them and
 * `dueToday` is the sum of what is known.
 */
const breakdownLine = z.object({
  name: z.string(),
  variant: z.string().nullable(),
  quantity: z.number().int(),
  firstMonth: money,
  waiver: money,
  deposit: money,
  delivery: money.nullable(),
  tax: money.nullable(),
  dueToday: money,
  monthly: money,
  minTermMonths: z.number().int(),
});
export const rentalBreakdownDto = z.object({
  lines: z.array(breakdownLine),
  firstMonth: money,
  /** The damage waiver's first month (chosen in the cart). */
  waiver: money,
  deposit: money,
  delivery: money.nullable(),
  tax: money.nullable(),
  taxState: z.string().nullable(),
  dueToday: money,
  pending: z.array(z.enum(["delivery", "tax"])),
  /** What each monthly charge takes after the first: rent + waiver (charged by the billing job, no tax). */
  monthly: money,
  minTermMonths: z.number().int(),
});
export type RentalBreakdown = z.infer<typeof rentalBreakdownDto>;

/** GET /v1/products/{id}/rental-quote: the product page's choice (the ZIP and method price delivery and tax). */
export const rentalQuoteQuery = z.object({
  dimension: z.string().max(100).optional(),
  condition: z.string().max(100).optional(),
  method: z.string().max(100).optional(),
  quantity: z.coerce.number().int().min(1).max(999).default(1),
  zip: z.string().max(10).optional(),
});


/** GET /v1/user/cart/rentals: the cart's rental lines apart from purchases, with their own totals. */
export const cartRentalLine = z.object({
  cartItemId: z.string(),
  productName: z.string(),
  variant: z.string().nullable(),
  quantity: z.number().int(),
  monthly: money,
  dueToday: money,
  deposit: money,
  delivery: money,
  waiverPrice: money.nullable(),
  damageWaiver: z.boolean(),
  minTermMonths: z.number().int(),
});
export type CartRentalLine = z.infer<typeof cartRentalLine>;
export const cartRentals = z.object({ lines: z.array(cartRentalLine), dueToday: money, monthly: money, breakdown: rentalBreakdownDto });
export type CartRentals = z.infer<typeof cartRentals>;
export const rentalOptionsInput = z.object({ damageWaiver: z.boolean() });

/** GET /v1/admin/rental-plans: every plan with its product, for the admin's plan editor. */
export const adminRentalPlan = rentalPlanDto.extend({ productName: z.string(), sku: z.string().nullable() });
export type AdminRentalPlan = z.infer<typeof adminRentalPlan>;
