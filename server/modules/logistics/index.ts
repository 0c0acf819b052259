/**
 * The logistics module. Getting a box to a site: delivery rates and rules, road distance, quotes, the delivery calendar and dates,
 * the public estimate, booked deliveries (schedule, reminders, reschedule), and dispatch: drivers, trucks, the day's drops
 * and their proof (ADR 085).
 * Other modules, workflows and routes import it only from here (docs/architecture.md).
 */
export { sendDeliveryReminders } from "./deliveries/reminders.ts";
export { bookedOrderQuery, rescheduleOrder } from "./deliveries/reschedule.ts";
export { deliverySchedule, depotExists } from "./deliveries/schedule.ts";
export { claimDeliverySlot, keepOrMoveDrop, lockDeliverySlot } from "./deliveries/slots.ts";
export { availableDeliveryDates, deliveryDateProblem, leadBusinessDays } from "./delivery/dates.ts";
export { closedDays } from "./delivery/holidays.ts";
export { localToday } from "./delivery/calendar.ts";
export { locateZip, placeLabel, type ZipPlace } from "./delivery/distance.ts";
export { depotsNear } from "./delivery/depots-near.ts";
export { fromPriceCents } from "./delivery/from-price.ts";
export { planRoute, type RouteKind, type RoutePlan } from "./delivery/long-haul.ts";
export { cheapestDrop, fewerThanAsked, quoteDelivery, servedPlace, soldOutEverywhere, tooFarMessage } from "./delivery/quote.ts";
export { DELIVERY_RATES_KEY, getDeliveryRates, parseDeliveryRates, saveDeliveryRates } from "./delivery/rates.ts";
export { containerLengthFt, priceDelivery, type LineDelivery } from "./delivery/rules.ts";
export { routeLine, type LineRoute } from "./delivery/route-line.ts";
export { shippingDepot, type DepotRow, type ShippingDepot } from "./delivery/shipping-depot.ts";
export { estimateDelivery } from "./estimate/service.ts";
export { assignDrop } from "./dispatch/assign.ts";
export { dispatchBoard, driverRun } from "./dispatch/board.ts";
export { dropOfOrder } from "./dispatch/drop-rows.ts";
export { type DriverRow, driverDrops, driverOfUser, lockDriverDrop, recordDelivered, recordFailed } from "./dispatch/driver.ts";
export { markEnRoute } from "./dispatch/en-route.ts";
export { type ProofPhoto, deliveredMail, etaMail, failedDropMail } from "./dispatch/mails.ts";
export { createDriver, createTruck, listDrivers, listTrucks } from "./dispatch/resources.ts";
// The delivery mails' builders, for the admin's mail previews (ADR 081).
export { reminderMail, rescheduledMail } from "./deliveries/mails.ts";
