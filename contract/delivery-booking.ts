import { z } from "zod";
import { DOOR_FACING_LABELS, TRUCK_LABELS as TRUCKS } from "./delivery.ts";
import { formatUtcDate } from "./en-us-format.ts";

/**
 * The booked drop of an order (issue 17), as every place that shows an order reads it: dashboard, receipt,
 * invoice PDF, confirmation and reminder mails, admin. Null on orders placed before delivery was booked.
 */
export const deliveryBookingDto = z.object({
  /** YYYY-MM-DD, a calendar day (no time zone). */
  date: z.string().nullable(),
  depot: z.object({ id: z.string(), name: z.string(), city: z.string(), state: z.string() }).nullable(),
  truck: z.string().nullable(),
  miles: z.number().nullable(),
  doorFacing: z.string().nullable(),
  groundSurface: z.string().nullable(),
  clearanceConfirmed: z.boolean().nullable(),
  siteNotes: z.string().nullable(),
});
export type DeliveryBooking = z.infer<typeof deliveryBookingDto>;

// The cart's own wording (contract/delivery.ts), so the order says what the customer picked.
export const TRUCK_LABELS: Record<string, string> = TRUCKS;
const DOOR_LABELS: Record<string, string> = DOOR_FACING_LABELS;

/** "Wed, Dec 2, 2026" for a YYYY-MM-DD day, read in UTC so no browser time zone moves it a day. */
export const formatDeliveryDate = (day: string) => formatUtcDate(new Date(`${day}T00:00:00Z`), "weekdayShort");

/** Label and text of each part of the booking that is known, in one wording for every place that shows it. */
export function bookingLines(b: DeliveryBooking | null | undefined): { label: string; value: string }[] {
  if (!b) return [];
  const lines: { label: string; value: string }[] = [];
  if (b.date) lines.push({ label: "Delivery date", value: formatDeliveryDate(b.date) });
  if (b.depot) lines.push({ label: "Ships from", value: `${b.depot.city}, ${b.depot.state}` });
  if (b.truck) lines.push({ label: "Truck", value: TRUCK_LABELS[b.truck] ?? b.truck });
  if (b.doorFacing) lines.push({ label: "Door facing", value: DOOR_LABELS[b.doorFacing] ?? b.doorFacing });
  if (b.siteNotes?.trim()) lines.push({ label: "Site notes", value: b.siteNotes.trim() });
  return lines;
}
