import { createRoute, z } from "@hono/zod-openapi";
import { adminStockList, adminStockQuery, availabilityQuery, productAvailability, stockGrid, stockGridInput, stockImportResult } from "../../../db/validation/stock.ts";
import { currentUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { notFound } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { adminRoute, jsonBody, pathId, uuidOr404 } from "../admin/route.ts";
import { exportStockCsv, getProductStock, importStockCsv, listStock, productAvailability as availabilityOf, putProductStock } from "../../modules/yard/index.ts";

const availabilityRoute = createRoute({
  operationId: "getProductAvailability",
  method: "get",
  path: "/products/{id}/availability",
  tags: ["Catalog"],
  summary: "Units for sale per variant and depot; with zip, depots nearest first and distances in miles",
  request: { params: z.object({ id: z.string().max(100) }), query: availabilityQuery },
  responses: { 200: jsonEnvelope(productAvailability), ...errorResponses(400, 404) },
});

const tags = ["Admin: stock"];
const productParam = z.object({ id: pathId });
const getGridRoute = adminRoute({ operationId: "getProductStock", method: "get", path: "/admin/products/{id}/stock", tags, summary: "The product's variant × depot grid (on hand and reserved)", request: { params: productParam }, responses: { 200: jsonEnvelope(stockGrid), ...errorResponses(404) } });
const putGridRoute = adminRoute({
  operationId: "setProductStock",
  method: "put",
  path: "/admin/products/{id}/stock",
  tags,
  summary: "Replace the product's whole grid in one transaction (cells left out become 0)",
  request: { params: productParam, body: jsonBody(stockGridInput) },
  responses: { 200: jsonEnvelope(stockGrid), ...errorResponses(400, 404) },
});
const listRoute = adminRoute({ operationId: "listStock", method: "get", path: "/admin/stock", tags, summary: "Stock rows, emptiest first; filter by depot, category, search, lowOnly", request: { query: adminStockQuery }, responses: { 200: jsonEnvelope(adminStockList), ...errorResponses(400) } });
const exportRoute = adminRoute({
  operationId: "exportStock",
  method: "get",
  path: "/admin/stock/export.csv",
  tags,
  summary: "Every stock row as CSV: sku,dimension,condition,depot,quantity",
  responses: { 200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } } },
});
const importRoute = adminRoute({
  operationId: "importStock",
  method: "post",
  path: "/admin/stock/import",
  tags,
  summary: "Set quantities from a CSV (same columns as the export); any bad row → 400 with errors by line and nothing applied",
  // Documents the body limit every non-multipart body has (server/app.ts): the CSV is read as text, not by zod.
  request: { body: { required: true, content: { "text/csv": { schema: z.string().max(1024 * 1024) } } } },
  responses: { 200: jsonEnvelope(stockImportResult), ...errorResponses(400) },
});

export const stockRoutes = createRouter()
  .openapi(availabilityRoute, async (c) => {
    const { id } = c.req.valid("param");
    const data = /^[0-9a-f-]{36}$/i.test(id) ? await availabilityOf(c.var.deps.db, id, c.req.valid("query").zip) : null;
    if (!data) throw notFound("Product not found");
    return ok(c, data, "Availability fetched successfully");
  })
  .openapi(getGridRoute, async (c) => ok(c, await getProductStock(c.var.deps.db, uuidOr404(c.req.valid("param").id, "Product not found")), "Stock fetched successfully"))
  .openapi(putGridRoute, async (c) => {
    const id = uuidOr404(c.req.valid("param").id, "Product not found");
    const grid = await putProductStock(c.var.deps, currentUser(c).id, id, c.req.valid("json").stock);
    c.var.deps.publicCache.clear();
    return ok(c, grid, "Stock saved.");
  })
  .openapi(listRoute, async (c) => ok(c, await listStock(c.var.deps.db, c.req.valid("query")), "Stock fetched successfully"))
  .openapi(exportRoute, async (c) => {
    const day = c.var.deps.now().toISOString().slice(0, 10);
    return c.body(await exportStockCsv(c.var.deps.db), 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="stock-${day}.csv"` });
  })
  .openapi(importRoute, async (c) => {
    const result = await importStockCsv(c.var.deps, currentUser(c).id, await c.req.text());
    c.var.deps.publicCache.clear();
    return ok(c, result, `${result.applied} stock rows imported.`);
  });
