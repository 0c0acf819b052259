import { z } from "zod";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
export const calendarDay = (message: string) =>
  z
    .string()
    .max(10, message)
    .trim()
    .regex(DAY, message)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), message);

/** POST /v1/admin/orders/{id}/reschedule */
export const rescheduleInput = z.object({ deliveryDate: calendarDay("Choose a delivery date (YYYY-MM-DD)") });
export type RescheduleInput = z.infer<typeof rescheduleInput>;

/** GET /v1/admin/deliveries: from and to default to the next 14 days in the shop's time zone. */
export const deliveriesQuery = z.object({
  from: calendarDay("Enter the first day as YYYY-MM-DD").optional(),
  to: calendarDay("Enter the last day as YYYY-MM-DD").optional(),
  depotId: z.string().uuid("Unknown depot").optional(),
});

export const truckLoad = z.object({ type: z.string(), booked: z.number(), capacity: z.number() });

export const scheduledDelivery = z.object({
  orderId: z.string(),
  status: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  truck: z.string().nullable(),
  /** Trucks of that type the drop takes (two 40ft by crane: 2). */
  trucks: z.number(),
});
export type ScheduledDelivery = z.infer<typeof scheduledDelivery>;

export const depotDay = z.object({
  depot: z.object({ id: z.string(), name: z.string(), city: z.string(), state: z.string() }),
  /** Trucks booked per type against the depot's daily capacity; every type with a capacity or a booking. */
  trucks: z.array(truckLoad),
  orders: z.array(scheduledDelivery),
});
export type DepotDay = z.infer<typeof depotDay>;

export const deliverySchedule = z.object({
  from: z.string(),
  to: z.string(),
  /** Days that have at least one delivery, in date order; each with its depots in city order. */
  days: z.array(z.object({ date: z.string(), depots: z.array(depotDay) })),
});
export type DeliverySchedule = z.infer<typeof deliverySchedule>;
