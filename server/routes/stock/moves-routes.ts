import { z } from "@hono/zod-openapi";
import { receiptInput, stockMoveDto, stockMovesQuery, stockTransferDto, transferInput, writeOffInput } from "../../../db/validation/stock-moves.ts";
import { currentUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { adminRoute, jsonBody, pathId, uuidOr404 } from "../admin/route.ts";
import { listStockMoves, listTransfers, receiveStock, receiveTransfer, sendTransfer, writeOffStock } from "../../modules/yard/index.ts";

const tags = ["Admin: stock"];
const done = jsonEnvelope(z.null());

const listTransfersRoute = adminRoute({
  operationId: "listStockTransfers",
  method: "get",
  path: "/admin/stock/transfers",
  tags,
  summary: "Transfers between depots, those in transit first",
  request: { query: z.object({ status: z.enum(["in_transit", "received"]).optional() }) },
  responses: { 200: jsonEnvelope(z.array(stockTransferDto)), ...errorResponses(400) },
});
const sendRoute = adminRoute({
  operationId: "sendStockTransfer",
  method: "post",
  path: "/admin/stock/transfers",
  tags,
  summary: "Send units to another depot: off the source's on hand now, in transit until received",
  request: { body: jsonBody(transferInput) },
  responses: { 201: jsonEnvelope(z.object({ id: z.string() })), ...errorResponses(400, 409) },
});
const receiveTransferRoute = adminRoute({
  operationId: "receiveStockTransfer",
  method: "post",
  path: "/admin/stock/transfers/{id}/receive",
  tags,
  summary: "The destination took the units in: on hand there (once; again is 409 transfer_received)",
  request: { params: z.object({ id: pathId }) },
  responses: { 200: done, ...errorResponses(404, 409) },
});
const receiptRoute = adminRoute({
  operationId: "receiveStock",
  method: "post",
  path: "/admin/stock/receipts",
  tags,
  summary: "New units arrived at a depot, with the delivery note or purchase order as the reference",
  request: { body: jsonBody(receiptInput) },
  responses: { 201: done, ...errorResponses(400) },
});
const writeOffRoute = adminRoute({
  operationId: "recordStockWriteOff",
  method: "post",
  path: "/admin/stock/write-offs",
  tags,
  summary: "Units that left the yard otherwise (damaged, scrapped), with the reason",
  request: { body: jsonBody(writeOffInput) },
  responses: { 201: done, ...errorResponses(400, 409) },
});
const movesRoute = adminRoute({
  operationId: "listStockMoves",
  method: "get",
  path: "/admin/stock/moves",
  tags,
  summary: "The stock ledger, newest first: every change of on hand with who, why and the on hand after it",
  request: { query: stockMovesQuery },
  responses: { 200: jsonEnvelope(z.array(stockMoveDto)), ...errorResponses(400) },
});

export const stockMoveRoutes = createRouter()
  .openapi(listTransfersRoute, async (c) => ok(c, await listTransfers(c.var.deps.db, c.req.valid("query").status), "Transfers fetched successfully"))
  .openapi(sendRoute, async (c) => ok(c, await sendTransfer(c.var.deps, currentUser(c).id, c.req.valid("json")), "Transfer sent: the units are in transit.", 201))
  .openapi(receiveTransferRoute, async (c) => {
    await receiveTransfer(c.var.deps, currentUser(c).id, uuidOr404(c.req.valid("param").id));
    return ok(c, null, "Transfer received: the units are on hand.");
  })
  .openapi(receiptRoute, async (c) => {
    await receiveStock(c.var.deps, currentUser(c).id, c.req.valid("json"));
    return ok(c, null, "Stock received.", 201);
  })
  .openapi(writeOffRoute, async (c) => {
    await writeOffStock(c.var.deps, currentUser(c).id, c.req.valid("json"));
    return ok(c, null, "Units written off.", 201);
  })
  .openapi(movesRoute, async (c) => ok(c, await listStockMoves(c.var.deps.db, c.req.valid("query")), "Stock moves fetched successfully"));
