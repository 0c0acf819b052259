import { z } from "zod";
import { calendarDay } from "./deliveries.ts";

/** Days past due, as the Receivables page's columns name them (docs/decisions/086). Dollars. */
export const ageingBuckets = z.object({ current: z.number(), days1to30: z.number(), days31to60: z.number(), days61to90: z.number(), over90: z.number() });
export type AgeingBuckets = z.infer<typeof ageingBuckets>;
export const AGEING_LABELS: Record<keyof AgeingBuckets, string> = { current: "Current", days1to30: "1–30 days", days31to60: "31–60 days", days61to90: "61–90 days", over90: "90+ days" };

export const receivablesReport = z.object({
  asOf: z.string(),
  customers: z.array(
    z.object({
      userId: z.string(), name: z.string(), email: z.string(), openInvoices: z.number().int(), buckets: ageingBuckets, total: z.number(),
      /** The open invoices behind the figures, oldest due first (for a payment link). */
      invoices: z.array(z.object({ id: z.string(), invoiceNumber: z.string(), dueDate: z.string(), balance: z.number() })),
    }),
  ),
  totals: ageingBuckets,
  total: z.number(),
});
export type ReceivablesReport = z.infer<typeof receivablesReport>;

/** A period, both days included; `to` may not come before `from`. */
export const dayRangeQuery = z
  .object({ from: calendarDay("Give the first day as YYYY-MM-DD"), to: calendarDay("Give the last day as YYYY-MM-DD") })
  .refine((r) => r.from <= r.to, { path: ["to"], message: "The last day cannot come before the first" });
export type DayRangeQuery = z.infer<typeof dayRangeQuery>;

export const statementSent = z.object({ to: z.string(), delivery: z.literal("queued"), closingBalance: z.number() });

/** The admin's payment link: the hosted page for what is owed now, to copy or mail. */
export const paymentLinkInput = z.object({ send: z.boolean().optional().default(false) });
export const paymentLinkDto = z.object({ url: z.string(), amount: z.number(), expiresAt: z.string().nullable(), sentTo: z.string().nullable() });
export type PaymentLinkDto = z.infer<typeof paymentLinkDto>;

/** "Run now": the week sent (or already sent), Monday first; `preview` is the mail's text. */
export const weeklyRunDto = z.object({ weekStart: z.string(), status: z.enum(["queued", "already_sent"]) });
export const weeklyPreviewDto = z.object({ weekStart: z.string(), subject: z.string(), text: z.string(), sentAt: z.string().nullable() });
export type WeeklyPreviewDto = z.infer<typeof weeklyPreviewDto>;
