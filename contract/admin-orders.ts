import { z } from "zod";
import { orderDto } from "./orders.ts";

/** The delivery booked at checkout (docs/decisions/024); every field null until booked. */
export const orderDeliveryDto = z.object({
  date: z.string().nullable(),
  depot: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
  truck: z.string().nullable(),
  miles: z.number().nullable(),
  doorFacing: z.string().nullable(),
  groundSurface: z.string().nullable(),
  clearanceConfirmed: z.boolean().nullable(),
  siteNotes: z.string().nullable(),
});

export const orderPaymentDto = z.object({
  id: z.string(),
  provider: z.string(),
  /** How the money came: "card" through a provider, or by hand: "bank_transfer", "check", "cash" (ADR 074). */
  method: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/** A refund, when the refunds work records them (POST /admin/orders/{id}/refund). */
export const orderRefundDto = z.object({ id: z.string(), amount: z.number(), reason: z.string().nullable(), createdAt: z.string(), creditNoteNumber: z.string().nullable() });

/** One entry of the order's history: what happened, when, and who did it (null: the customer or the shop itself). */
export const timelineEntryDto = z.object({
  at: z.string(),
  action: z.string(),
  text: z.string(),
  actor: z.string().nullable(),
});

export const NOTE_MAX = 2000;
export const orderNoteInput = z.object({
  body: z.string().trim().min(1, "Write the note before saving it.").max(NOTE_MAX, `A note can be at most ${NOTE_MAX} characters long.`),
});

export const orderNoteDto = z.object({
  id: z.string(),
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderNoteDto = z.infer<typeof orderNoteDto>;

/** Everything the admin's order page shows, in one answer. */
export const adminOrderDetailDto = z.object({
  order: orderDto,
  customer: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  delivery: orderDeliveryDto,
  payments: z.array(orderPaymentDto),
  /** Filled once refunds are recorded (the refund work); absent, the page shows no refunds section. */
  refunds: z.array(orderRefundDto).optional(),
  invoice: z.object({ id: z.string(), invoiceNumber: z.string(), status: z.string() }).nullable(),
  timeline: z.array(timelineEntryDto),
  notes: z.array(orderNoteDto),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailDto>;
export type TimelineEntry = z.infer<typeof timelineEntryDto>;
