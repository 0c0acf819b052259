import { z } from "@hono/zod-openapi";
import { ADMIN_PAGE_SIZE } from "../../../../contract/admin.ts";
import { MAX_PAGE_SIZE } from "../../../../contract/catalog-options.ts";
import { productDetail, productList } from "../../../../db/validation/catalog.ts";
import { currentUser } from "../../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { deleteProduct, listArchivedProducts, listProducts, productForm, restoreProduct, saveProduct } from "../../../modules/catalog/index.ts";
import { adminRoute, pathId, uuidOr404 } from "../route.ts";
import { archivedProductDto } from "../../../../contract/admin-products.ts";

const tags = ["Admin: products"];
const formBody = { required: true, content: { "multipart/form-data": { schema: productForm } } };

const listRoute = adminRoute({
  method: "get",
  operationId: "listAdminProducts",
  path: "/admin/products",
  tags,
  summary: "Visible products, 10 per page, searched by name, SKU or description",
  request: {
    query: z.object({
      page: z.coerce.number().int().min(1).max(100000).default(1),
      limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
      search: z.string().trim().max(200).optional(),
    }),
  },
  responses: { 200: jsonEnvelope(productList) },
});

const createRouteDef = adminRoute({
  method: "post",
  operationId: "createProduct",
  path: "/admin/products",
  tags,
  summary: "Create a product (multipart: productData JSON + picture files)",
  request: { body: formBody },
  responses: { 201: jsonEnvelope(productDetail), ...errorResponses(409, 415) },
});

const updateRoute = adminRoute({
  method: "put",
  operationId: "updateProduct",
  path: "/admin/products/{id}",
  tags,
  summary: "Edit a product; kept picture URLs stay, new files are added",
  request: { params: z.object({ id: pathId }), body: formBody },
  responses: { 200: jsonEnvelope(productDetail), ...errorResponses(409, 415) },
});

const deleteRoute = adminRoute({
  method: "delete",
  operationId: "deleteProduct",
  path: "/admin/products/{id}",
  tags,
  summary: "Delete a product; one that was ordered or is in a cart is archived instead (those carts show it as no longer available)",
  request: { params: z.object({ id: pathId }) },
  responses: { 200: jsonEnvelope(z.object({ id: z.string(), hidden: z.boolean() })) },
});

const archivedRoute = adminRoute({
  method: "get",
  operationId: "listArchivedProducts",
  path: "/admin/products/archived",
  tags,
  summary: "Archived (hidden) products, most recently archived first, with the cart and order lines that hold them",
  responses: { 200: jsonEnvelope(z.array(archivedProductDto)) },
});

const restoreRoute = adminRoute({
  method: "post",
  operationId: "restoreProduct",
  path: "/admin/products/{id}/restore",
  tags,
  summary: "Put an archived product back in the shop",
  request: { params: z.object({ id: pathId }) },
  responses: { 200: jsonEnvelope(z.object({ id: z.string(), name: z.string() })) },
});

export const adminProductRoutes = createRouter()
  .openapi(archivedRoute, async (c) => ok(c, await listArchivedProducts(c.var.deps.db), "Archived products fetched successfully"))
  .openapi(restoreRoute, async (c) => {
    const id = uuidOr404(c.req.valid("param").id, "No archived product with this id");
    const product = await restoreProduct(c.var.deps.db, currentUser(c).id, id, c.var.deps.now());
    c.var.deps.publicCache.clear();
    return ok(c, product, `Product “${product.name}” restored: it is back in the shop.`);
  })
  .openapi(listRoute, async (c) => {
    const q = c.req.valid("query");
    return ok(c, await listProducts(c.var.deps.db, { ...q, search: q.search || undefined, size: undefined, category: undefined, sort: undefined }), "Products fetched successfully");
  })
  .openapi(createRouteDef, async (c) => {
    const product = await saveProduct(c.var.deps, currentUser(c).id, null, c.req.valid("form"));
    c.var.deps.publicCache.clear();
    return ok(c, product, "Product created successfully", 201);
  })
  .openapi(updateRoute, async (c) => {
    const id = uuidOr404(c.req.valid("param").id, "Product not found");
    const product = await saveProduct(c.var.deps, currentUser(c).id, id, c.req.valid("form"));
    c.var.deps.publicCache.clear();
    return ok(c, product, "Product updated successfully");
  })
  .openapi(deleteRoute, async (c) => {
    const id = uuidOr404(c.req.valid("param").id, "Product not found");
    const { hidden } = await deleteProduct(c.var.deps, currentUser(c).id, id);
    c.var.deps.publicCache.clear();
    return ok(c, { id, hidden }, hidden ? "Product archived: orders or carts still hold it. Restore it from Archived products." : "Product deleted successfully");
  });
