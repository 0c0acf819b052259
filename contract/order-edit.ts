import { z } from "zod";
import { orderDto } from "./orders.ts";

/** The admin's cancel of an order not yet on the road (docs/decisions/089): the reason goes to the timeline and the mail. */
export const orderCancelInput = z.object({
  reason: z.string().trim().min(3, "Say why the order is cancelled").max(500, "At most 500 characters"),
});
export type OrderCancelInput = z.infer<typeof orderCancelInput>;

/** The cancelled order with what went back: money refunded (and its credit note), units back in stock. */
export const orderCancelResult = z.object({
  order: orderDto,
  refunded: z.number(),
  creditNoteNumber: z.string().nullable(),
  unitsBack: z.number().int(),
});
export type OrderCancelResult = z.infer<typeof orderCancelResult>;
