import type { orders } from "../../../../db/schema/index.ts";
import { HttpError, badRequest } from "../../../lib/http-errors.ts";
import type { PricedCart } from "./price-cart.ts";

/** The order columns of the booked drop. */
export type OrderBooking = Partial<
  Pick<typeof orders.$inferInsert, "deliveryDate" | "deliveryDepotId" | "deliveryTruck" | "deliveryTrucks" | "deliveryMiles" | "deliveryLeadDays" | "doorFacing" | "groundSurface" | "clearanceConfirmed" | "siteNotes">
>;

/**
 * What checkout needs before it may charge: an address we serve, every line deliverable, and for a truck drop a
 * bookable day and the site checklist. Refuses with the fields the cart page shows; else the order's booking.
 */
export function bookingProblems(p: PricedCart): OrderBooking {
  if (p.areaProblem) throw new HttpError("out_of_area", p.areaProblem, { errors: { addressId: p.areaProblem } });
  const lineProblem = [...p.lineDelivery.values()].find((d) => d.problem)?.problem;
  // Every container reaches the lower 48 (long-haul or transfer); what is left is a line's truck choice.
  if (lineProblem) throw badRequest(lineProblem, { cart: lineProblem });
  if (!p.booking) return { siteNotes: p.site.siteNotes };
  const errors: Record<string, string> = {};
  if (!p.deliveryDate) errors.deliveryDate = p.dateProblem ?? "Choose a delivery date";
  if (!p.site.doorFacing) errors.doorFacing = "Say which way the container doors should face";
  if (!p.site.groundSurface) errors.groundSurface = "Say what the ground is where the container goes";
  if (!p.site.clearanceConfirmed) errors.clearanceConfirmed = "Confirm the truck has room and clearance to unload";
  if (Object.keys(errors).length) throw badRequest("Finish the delivery details before checkout", errors);
  return {
    deliveryDate: p.deliveryDate,
    deliveryDepotId: p.booking.depot.id,
    deliveryTruck: p.booking.truck,
    deliveryTrucks: p.booking.trucks,
    deliveryMiles: p.booking.miles,
    deliveryLeadDays: p.booking.leadBusinessDays,
    doorFacing: p.site.doorFacing,
    groundSurface: p.site.groundSurface,
    clearanceConfirmed: p.site.clearanceConfirmed,
    siteNotes: p.site.siteNotes,
  };
}
