import { createRoute, z } from "@hono/zod-openapi";
import { currentUser, requireUser } from "../../lib/auth.ts";
import { jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { addressIdParam, addressInput, addressList, addressOut } from "../../../db/validation/addresses.ts";
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from "../../modules/accounts/index.ts";

const common = { tags: ["Addresses"], security: [{ bearer: [] as string[] }], middleware: requireUser };
const body = { content: { "application/json": { schema: addressInput } }, required: true };

const listRoute = createRoute({
  ...common,
  method: "get",
  operationId: "listAddresses",
  path: "/user/addresses",
  summary: "The customer's addresses, defaults first",
  responses: { 200: jsonEnvelope(addressList) },
});

const addRoute = createRoute({
  ...common,
  method: "post",
  operationId: "createAddress",
  path: "/user/addresses",
  summary: "Add an address (type defaults to shipping, country to USA; US ZIP or ZIP+4 checked)",
  request: { body },
  responses: { 201: jsonEnvelope(addressOut) },
});

const updateRoute = createRoute({
  ...common,
  method: "put",
  operationId: "updateAddress",
  path: "/user/addresses/{id}",
  summary: "Replace one of the customer's addresses",
  request: { params: addressIdParam, body },
  responses: { 200: jsonEnvelope(addressOut) },
});

const deleteRoute = createRoute({
  ...common,
  method: "delete",
  operationId: "deleteAddress",
  path: "/user/addresses/{id}",
  summary: "Delete one of the customer's addresses",
  request: { params: addressIdParam },
  responses: { 200: jsonEnvelope(z.null()) },
});

const defaultRoute = createRoute({
  ...common,
  method: "patch",
  operationId: "setDefaultAddress",
  path: "/user/addresses/{id}/default",
  summary: "Make an address the default of its type",
  request: { params: addressIdParam },
  responses: { 200: jsonEnvelope(addressOut) },
});

export const addressRoutes = createRouter()
  .openapi(listRoute, async (c) => ok(c, await listAddresses(c.var.deps.db, currentUser(c).id), "Addresses fetched successfully"))
  .openapi(addRoute, async (c) => {
    const address = await createAddress(c.var.deps.db, currentUser(c).id, c.req.valid("json"));
    return ok(c, address, "Address added successfully", 201);
  })
  .openapi(updateRoute, async (c) => {
    const address = await updateAddress(c.var.deps.db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    return ok(c, address, "Address updated successfully");
  })
  .openapi(deleteRoute, async (c) => {
    await deleteAddress(c.var.deps.db, currentUser(c).id, c.req.valid("param").id);
    return ok(c, null, "Address removed");
  })
  .openapi(defaultRoute, async (c) => {
    const address = await setDefaultAddress(c.var.deps.db, currentUser(c).id, c.req.valid("param").id);
    return ok(c, address, "Default address updated");
  });
