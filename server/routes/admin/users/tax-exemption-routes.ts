import { z } from "@hono/zod-openapi";
import { certificateUpload, taxExemptionDto, taxExemptionInput } from "../../../../contract/tax-exemption.ts";
import { currentUser } from "../../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { adminRoute, jsonBody, pathId, uuidOr404 } from "../route.ts";
import { certificateFile, getTaxExemption, removeTaxExemption, setTaxExemption, uploadCertificate } from "../../../modules/accounts/index.ts";

const tags = ["Admin: users"];
const params = z.object({ id: pathId });
const path = "/admin/users/{id}/tax-exemption";

const getRoute = adminRoute({ method: "get", operationId: "getTaxExemption", path, tags, summary: "The customer's sales-tax exemption certificate, or null", request: { params }, responses: { 200: jsonEnvelope(taxExemptionDto.nullable()), ...errorResponses(404) } });

const putRoute = adminRoute({
  method: "put",
  operationId: "setTaxExemption",
  path,
  tags,
  summary: "Set the customer's exemption certificate: number, the states it covers and its last valid day (ADR 087)",
  description: "While unexpired, an order shipping to a covered state pays no sales tax (cart, checkout, offers, rental quotes); the order keeps the certificate number.",
  request: { params, body: jsonBody(taxExemptionInput) },
  responses: { 200: jsonEnvelope(taxExemptionDto), ...errorResponses(400, 404) },
});

const deleteRoute = adminRoute({ method: "delete", operationId: "removeTaxExemption", path, tags, summary: "Remove the customer's exemption (orders keep the certificate they used)", request: { params }, responses: { 200: jsonEnvelope(z.null()), ...errorResponses(404) } });

const uploadRoute = adminRoute({
  method: "post",
  operationId: "saveTaxCertificate",
  path: `${path}/certificate`,
  tags,
  summary: "Attach the scanned certificate (PDF, PNG, JPEG or WebP, at most 5 MB) as a base64 data URL; kept private",
  request: { params, body: jsonBody(certificateUpload) },
  responses: { 200: jsonEnvelope(taxExemptionDto), ...errorResponses(400, 404) },
});

const downloadRoute = adminRoute({
  method: "get",
  operationId: "getTaxCertificate",
  path: `${path}/certificate`,
  tags,
  summary: "The scanned certificate file",
  request: { params },
  responses: { 200: { description: "The file as uploaded", content: { "application/octet-stream": { schema: z.string() } } }, ...errorResponses(404) },
});

const idOf = (raw: string) => uuidOr404(raw, "User not found");

export const adminTaxExemptionRoutes = createRouter()
  .openapi(getRoute, async (c) => ok(c, await getTaxExemption(c.var.deps, idOf(c.req.valid("param").id)), "Tax exemption"))
  .openapi(putRoute, async (c) => ok(c, await setTaxExemption(c.var.deps, currentUser(c).id, idOf(c.req.valid("param").id), c.req.valid("json")), "Tax exemption saved."))
  .openapi(deleteRoute, async (c) => {
    await removeTaxExemption(c.var.deps, currentUser(c).id, idOf(c.req.valid("param").id));
    return ok(c, null, "Tax exemption removed.");
  })
  .openapi(uploadRoute, async (c) => ok(c, await uploadCertificate(c.var.deps, currentUser(c).id, idOf(c.req.valid("param").id), c.req.valid("json")), "Certificate uploaded."))
  .openapi(downloadRoute, async (c) => {
    const file = await certificateFile(c.var.deps, idOf(c.req.valid("param").id));
    const name = file.name.replace(/[^\w.-]+/g, "_");
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, { "Content-Type": file.type, "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
  });
