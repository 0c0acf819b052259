import { z } from "@hono/zod-openapi";
import { assignmentInput, dispatchBoard as boardDto, dispatchDrop, dispatchQuery, driverDto, driverInput, driverList, runSheetQuery, truckDto, truckInput, trucksQuery } from "../../../contract/dispatch.ts";
import { currentUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { adminRoute, jsonBody, pathId, uuidOr404 } from "../admin/route.ts";
import { assignDrop, createDriver, createTruck, dispatchBoard, dropOfOrder, listDrivers, listTrucks } from "../../modules/logistics/index.ts";
import { runSheetPdf } from "../../workflows/dispatch/run-sheet.ts";

const tags = ["Admin: dispatch"];

const listDriversRoute = adminRoute({
  method: "get", operationId: "listDrivers", path: "/admin/drivers", tags,
  summary: "Drivers with their depot and drops a day, and the driver accounts (Staff page, role driver) not linked yet",
  responses: { 200: jsonEnvelope(driverList) },
});

const createDriverRoute = adminRoute({
  method: "post", operationId: "createDriver", path: "/admin/drivers", tags,
  summary: "Link a driver account to its depot, with its phone and how many drops it drives a day",
  request: { body: jsonBody(driverInput) },
  responses: { 201: jsonEnvelope(driverDto), ...errorResponses(400, 409) },
});

const listTrucksRoute = adminRoute({
  method: "get", operationId: "listTrucks", path: "/admin/trucks", tags,
  summary: "Trucks (of a depot), with type, plate and drops a day",
  request: { query: trucksQuery },
  responses: { 200: jsonEnvelope(z.array(truckDto)) },
});

const createTruckRoute = adminRoute({
  method: "post", operationId: "createTruck", path: "/admin/trucks", tags,
  summary: "Add a truck to a depot: type (crane, tilt-bed, flatbed), plate, drops a day",
  request: { body: jsonBody(truckInput) },
  responses: { 201: jsonEnvelope(truckDto), ...errorResponses(400, 409) },
});

const boardRoute = adminRoute({
  method: "get", operationId: "getDispatchBoard", path: "/admin/dispatch", tags,
  summary: "A depot's day: its drops in route order (nearest neighbour from the depot), its drivers and trucks with their drops that day",
  request: { query: dispatchQuery },
  responses: { 200: jsonEnvelope(boardDto), ...errorResponses(400, 404) },
});

const runSheetRoute = adminRoute({
  method: "get", operationId: "getRunSheet", path: "/admin/dispatch/run-sheet", tags,
  summary: "A driver's run sheet for a depot's day as a PDF",
  request: { query: runSheetQuery },
  responses: { 200: { description: "The run sheet", content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } }, ...errorResponses(400, 404) },
});

const assignRoute = adminRoute({
  method: "put", operationId: "setDropAssignment", path: "/admin/orders/{id}/assignment", tags,
  summary: "Give a booked drop its driver and truck: the truck's type must be the drop's, and neither may pass its drops a day",
  request: { params: z.object({ id: pathId }), body: jsonBody(assignmentInput) },
  responses: { 200: jsonEnvelope(dispatchDrop), ...errorResponses(400, 404, 409) },
});

const orderDropRoute = adminRoute({
  method: "get", operationId: "getOrderDrop", path: "/admin/orders/{id}/drop", tags,
  summary: "An order's drop: its driver and truck, and how it ended (proof of delivery: receiver, photos, signature; or why it failed); null before dispatch",
  request: { params: z.object({ id: pathId }) },
  responses: { 200: jsonEnvelope(dispatchDrop.nullable()), ...errorResponses(404) },
});

export const dispatchAdminRoutes = createRouter()
  .openapi(orderDropRoute, async (c) => ok(c, await dropOfOrder(c.var.deps.db, uuidOr404(c.req.valid("param").id)), "Drop fetched successfully"))
  .openapi(listDriversRoute, async (c) => ok(c, await listDrivers(c.var.deps.db), "Drivers fetched successfully"))
  .openapi(createDriverRoute, async (c) => {
    const driver = await createDriver(c.var.deps, currentUser(c).id, c.req.valid("json"));
    return ok(c, driver, `${driver.name} is a driver at ${driver.depotName}.`, 201);
  })
  .openapi(listTrucksRoute, async (c) => ok(c, await listTrucks(c.var.deps.db, c.req.valid("query").depotId), "Trucks fetched successfully"))
  .openapi(createTruckRoute, async (c) => {
    const truck = await createTruck(c.var.deps, currentUser(c).id, c.req.valid("json"));
    return ok(c, truck, `Truck ${truck.plate} added.`, 201);
  })
  .openapi(boardRoute, async (c) => {
    const q = c.req.valid("query");
    return ok(c, await dispatchBoard(c.var.deps.db, q.depotId, q.date), "Dispatch board fetched successfully");
  })
  .openapi(runSheetRoute, async (c) => {
    const { pdf, fileName } = await runSheetPdf(c.var.deps, c.req.valid("query"));
    return c.body(new Uint8Array(pdf), 200, { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${fileName}"` });
  })
  .openapi(assignRoute, async (c) => {
    const drop = await assignDrop(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    return ok(c, drop, `Stop assigned to ${drop.assignment?.driverName} in ${drop.assignment?.plate}.`);
  });
