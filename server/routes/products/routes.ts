import { createRoute, z } from "@hono/zod-openapi";
import { catalogIndex as catalogIndexSchema, inventorySummary as inventorySummarySchema, productDetail, productList, productListQuery } from "../../../db/validation/catalog.ts";
import { jsonEnvelope, ok, okSerialized, serializeOk } from "../../lib/envelope.ts";
import { notFound } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { catalogIndex, getProductDetail, inventorySummary, listProducts } from "../../modules/catalog/index.ts";

const listRoute = createRoute({
  method: "get",
  operationId: "listProducts",
  path: "/products/products",
  tags: ["Catalog"],
  summary: "List products, paged and filtered on the server",
  request: { query: productListQuery },
  responses: { 200: jsonEnvelope(productList) },
});

const inventoryRoute = createRoute({
  method: "get",
  operationId: "getInventory",
  path: "/products/inventory",
  tags: ["Catalog"],
  summary: "Live counts of products per category, size and condition",
  responses: { 200: jsonEnvelope(inventorySummarySchema) },
});

const indexRoute = createRoute({
  method: "get",
  operationId: "getProductIndex",
  path: "/products/index",
  tags: ["Catalog"],
  summary: "Every visible product id and every category, for the sitemap",
  responses: { 200: jsonEnvelope(catalogIndexSchema) },
});

const detailRoute = createRoute({
  method: "get",
  operationId: "getProduct",
  path: "/products/{id}",
  tags: ["Catalog"],
  summary: "One product with dimensions, conditions, delivery options and images",
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: { 200: jsonEnvelope(productDetail) },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const productRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    // The answer is kept serialized: a hit writes the same bytes out again (ADR 037).
    const answer = await c.var.deps.publicCache.wrap(`list:${JSON.stringify(query)}`, async () => serializeOk(await listProducts(c.var.deps.db, query), "Products fetched successfully"));
    return okSerialized(c, answer);
  })
  // Registered before /products/{id} so these fixed paths are not read as ids.
  .openapi(inventoryRoute, async (c) => ok(c, await inventorySummary(c.var.deps.db), "Inventory fetched successfully"))
  .openapi(indexRoute, async (c) => ok(c, await catalogIndex(c.var.deps.db), "Catalog index fetched successfully"))
  .openapi(detailRoute, async (c) => {
    const { id } = c.req.valid("param");
    const answer = UUID.test(id)
      ? await c.var.deps.publicCache.wrap(`product:${id}`, async () => {
          const product = await getProductDetail(c.var.deps.db, id);
          return product ? serializeOk(product, "Product fetched successfully") : null;
        })
      : null;
    if (!answer) throw notFound("Product not found");
    return okSerialized(c, answer);
  });
