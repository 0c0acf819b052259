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

/** One line of an admin's order edit: the catalog's product, size and condition by name, as the cart takes them. */
export const orderLineInput = z.object({
  productId: z.uuid("Not a product id"),
  dimension: z.string().max(100).nullable().optional(),
  condition: z.string().max(100).nullable().optional(),
  deliveryMethod: z.string().max(60).nullable().optional(),
  quantity: z.number().int("Whole units").min(1, "At least 1").max(100, "At most 100"),
});
export type OrderLineInput = z.infer<typeof orderLineInput>;

/** PATCH /admin/orders/{id}/lines (docs/decisions/089): the whole new list of lines, optionally a new ship-to and day. */
export const orderLinesEdit = z.object({
  lines: z.array(orderLineInput).min(1, "An order keeps at least one line (cancel it instead)").max(50),
  shippingAddressId: z.uuid("Not an address id").optional(),
  deliveryDate: z.iso.date("Not a date").optional(),
});
export type OrderLinesEdit = z.infer<typeof orderLinesEdit>;
