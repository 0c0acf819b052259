import { z } from "@hono/zod-openapi";
import { addressOut as addressDto, addressInput } from "../../../../db/validation/addresses.ts";
import { currentUser } from "../../../lib/auth.ts";
import { jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { createAddress, deleteAddress, findUser, listAddresses, setDefaultAddress, updateAddress } from "../../../modules/accounts/index.ts";
import { withAudit } from "../../../lib/audit.ts";
import { adminRoute, jsonBody, pathId } from "../route.ts";

const tags = ["Admin: users"];
const owner = z.object({ id: pathId });
const one = z.object({ id: pathId, addrId: pathId });

const listRoute = adminRoute({
  method: "get",
  operationId: "listUserAddresses",
  path: "/admin/users/{id}/addresses",
  tags,
  summary: "A user's addresses, defaults first",
  request: { params: owner },
  responses: { 200: jsonEnvelope(z.array(addressDto)) },
});

const createRouteDef = adminRoute({
  method: "post",
  operationId: "createUserAddress",
  path: "/admin/users/{id}/addresses",
  tags,
  summary: "Add an address for the user (street, city, state, postal code and country required)",
  request: { params: owner, body: jsonBody(addressInput) },
  responses: { 201: jsonEnvelope(addressDto) },
});

const updateRoute = adminRoute({
  method: "put",
  operationId: "updateUserAddress",
  path: "/admin/users/{id}/addresses/{addrId}",
  tags,
  summary: "Edit one of the user's addresses",
  request: { params: one, body: jsonBody(addressInput) },
  responses: { 200: jsonEnvelope(addressDto) },
});

const deleteRoute = adminRoute({
  method: "delete",
  operationId: "deleteUserAddress",
  path: "/admin/users/{id}/addresses/{addrId}",
  tags,
  summary: "Remove one of the user's addresses",
  request: { params: one },
  responses: { 200: jsonEnvelope(z.object({ id: z.string() })) },
});

const defaultRoute = adminRoute({
  method: "patch",
  operationId: "setUserDefaultAddress",
  path: "/admin/users/{id}/addresses/{addrId}/default",
  tags,
  summary: "Make an address the default of its type",
  request: { params: one },
  responses: { 200: jsonEnvelope(addressDto) },
});

const entry = (action: string, userId: string, addrId: string) => ({ action, entity: "address", entityId: addrId, details: { userId } });

export const adminUserAddressRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const user = await findUser(c.var.deps.db, c.req.valid("param").id);
    return ok(c, await listAddresses(c.var.deps.db, user.id), "Addresses fetched successfully");
  })
  .openapi(createRouteDef, async (c) => {
    const user = await findUser(c.var.deps.db, c.req.valid("param").id);
    const input = c.req.valid("json");
    const address = await withAudit(c.var.deps.db, currentUser(c).id, (tx) => createAddress(tx, user.id, input), (a) => entry("address.created", user.id, a.id));
    return ok(c, address, "Address added successfully.", 201);
  })
  .openapi(updateRoute, async (c) => {
    const { id, addrId } = c.req.valid("param");
    const user = await findUser(c.var.deps.db, id);
    const input = c.req.valid("json");
    const address = await withAudit(c.var.deps.db, currentUser(c).id, (tx) => updateAddress(tx, user.id, addrId, input), () => entry("address.updated", user.id, addrId));
    return ok(c, address, "Address updated successfully.");
  })
  .openapi(deleteRoute, async (c) => {
    const { id, addrId } = c.req.valid("param");
    const user = await findUser(c.var.deps.db, id);
    await withAudit(c.var.deps.db, currentUser(c).id, (tx) => deleteAddress(tx, user.id, addrId), () => entry("address.deleted", user.id, addrId));
    return ok(c, { id: addrId }, "Address removed.");
  })
  .openapi(defaultRoute, async (c) => {
    const { id, addrId } = c.req.valid("param");
    const user = await findUser(c.var.deps.db, id);
    const address = await withAudit(c.var.deps.db, currentUser(c).id, (tx) => setDefaultAddress(tx, user.id, addrId), () => entry("address.default_set", user.id, addrId));
    return ok(c, address, "Default address updated.");
  });
