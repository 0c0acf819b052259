import { z } from "zod";
import { calendarDay } from "./deliveries.ts";
import { TRUCK_TYPES } from "./delivery-estimate.ts";

/**
 * Dispatch (issue 46, ADR 085): drivers and trucks, the board's day, the assignment of a drop, the driver's page and
 * the proof of delivery. Shared by the server (validation, OpenAPI) and the pages.
 */

const dropsPerDay = z.number({ error: "Enter how many drops a day" }).int("Enter a whole number").min(1, "At least 1 drop a day").max(12, "At most 12 drops a day");

/** POST /v1/admin/drivers: links a staff account with role "driver" (made on the Staff page) to a depot. */
export const driverInput = z.object({
  userId: z.string().uuid("Choose a driver account"),
  depotId: z.string().uuid("Choose the driver's depot"),
  phone: z.string().trim().min(7, "Enter the driver's phone").max(30, "At most 30 characters"),
  dropsPerDay: dropsPerDay.default(4),
});
export type DriverInput = z.input<typeof driverInput>;

export const driverDto = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  depotId: z.string(),
  depotName: z.string(),
  dropsPerDay: z.number(),
});
export type DriverDto = z.infer<typeof driverDto>;

/** GET /v1/admin/drivers: the drivers, and the driver accounts not linked yet (what "Add a driver" offers). */
export const driverList = z.object({
  drivers: z.array(driverDto),
  accounts: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});
export type DriverList = z.infer<typeof driverList>;

/** POST /v1/admin/trucks */
export const truckInput = z.object({
  depotId: z.string().uuid("Choose the truck's depot"),
  type: z.enum(TRUCK_TYPES, { error: "Choose crane, tilt-bed or flatbed" }),
  plate: z.string().trim().min(2, "Enter the plate number").max(12, "At most 12 characters").regex(/^[A-Za-z0-9 -]+$/, "Letters, digits, spaces and dashes only"),
  dropsPerDay: dropsPerDay.default(3),
});
export type TruckInput = z.input<typeof truckInput>;

export const truckDto = z.object({ id: z.string(), depotId: z.string(), type: z.enum(TRUCK_TYPES), plate: z.string(), dropsPerDay: z.number() });
export type TruckDto = z.infer<typeof truckDto>;

export const trucksQuery = z.object({ depotId: z.string().uuid("Unknown depot").optional() });

/** GET /v1/admin/dispatch and the run sheet: one depot's day. */
export const dispatchQuery = z.object({ depotId: z.string().uuid("Choose a depot"), date: calendarDay("Choose a day (YYYY-MM-DD)") });
export const runSheetQuery = dispatchQuery.extend({ driverId: z.string().uuid("Choose a driver") });

/** PUT /v1/admin/orders/{id}/assignment */
export const assignmentInput = z.object({ driverId: z.string().uuid("Choose a driver"), truckId: z.string().uuid("Choose a truck") });
export type AssignmentInput = z.infer<typeof assignmentInput>;

/** Why a drop could not be made; the site reasons are the customer's checklist not holding: a dry-run fee. */
export const FAIL_REASONS = ["site_not_clear", "ground_unsuitable", "no_truck_access", "customer_absent", "truck_problem", "other"] as const;
export type FailReason = (typeof FAIL_REASONS)[number];
export const FAIL_REASON_LABELS: Record<FailReason, string> = {
  site_not_clear: "Site not clear (the checklist said clear)",
  ground_unsuitable: "Ground not as the checklist said",
  no_truck_access: "The truck cannot reach the site",
  customer_absent: "Nobody on site",
  truck_problem: "Truck or load problem (ours)",
  other: "Other",
};
/** The reasons that charge the dry-run fee: the site did not match what the customer confirmed at checkout. */
export const DRY_RUN_REASONS: readonly FailReason[] = ["site_not_clear", "ground_unsuitable", "no_truck_access"];

/** POST /v1/driver/drops/{orderId}/failed */
export const failInput = z.object({
  reason: z.enum(FAIL_REASONS, { error: "Choose why the drop could not be made" }),
  note: z.string().trim().max(500, "At most 500 characters").optional(),
});
export type FailInput = z.infer<typeof failInput>;

export const dropProof = z.object({
  outcome: z.enum(["delivered", "failed"]).nullable(),
  enRouteAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  receivedBy: z.string().nullable(),
  signatureUrl: z.string().nullable(),
  photos: z.array(z.string()),
  failReason: z.enum(FAIL_REASONS).nullable(),
  failNote: z.string().nullable(),
  dryRunFee: z.number().nullable(),
});
export type DropProof = z.infer<typeof dropProof>;

/** One drop as the board, the run sheet and the driver's page show it, in route order (`stop`). */
export const dispatchDrop = z.object({
  orderId: z.string(),
  stop: z.number(),
  day: z.string(),
  status: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), postalCode: z.string() }),
  /** Straight-line miles from the stop before (the depot for the first). */
  legMiles: z.number().nullable(),
  truck: z.string().nullable(),
  trucks: z.number(),
  doorFacing: z.string().nullable(),
  groundSurface: z.string().nullable(),
  clearanceConfirmed: z.boolean().nullable(),
  siteNotes: z.string().nullable(),
  units: z.array(z.object({ name: z.string(), dimension: z.string().nullable(), quantity: z.number() })),
  assignment: z.object({ driverId: z.string(), driverName: z.string(), truckId: z.string(), plate: z.string(), truckType: z.string() }).nullable(),
  proof: dropProof.nullable(),
});
export type DispatchDrop = z.infer<typeof dispatchDrop>;

export const dispatchBoard = z.object({
  depot: z.object({ id: z.string(), name: z.string(), city: z.string(), state: z.string() }),
  date: z.string(),
  drops: z.array(dispatchDrop),
  drivers: z.array(driverDto.extend({ booked: z.number() })),
  trucks: z.array(truckDto.extend({ booked: z.number() })),
});
export type DispatchBoard = z.infer<typeof dispatchBoard>;

/** GET /v1/driver/drops: the driver's open drops, today's first, each day in route order; and today's finished. */
export const driverDrops = z.object({ driver: z.object({ name: z.string(), depot: z.string() }), today: z.string(), drops: z.array(dispatchDrop) });
export type DriverDrops = z.infer<typeof driverDrops>;

/** POST /v1/driver/drops/{orderId}/en-route: the window the customer was mailed. */
export const etaWindow = z.object({ from: z.string(), to: z.string() });
