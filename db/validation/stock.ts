import { z } from "@hono/zod-openapi";
import { depots, productConditions, productDimensions, products, stock } from "../schema/index.ts";
import { createInsertSchema, createSelectSchema } from "./table-schemas.ts";

/**
 * Stock answers and requests, built from the stock, depot and catalog tables (docs/decisions/030). They are
 * variant × depot aggregates, so each picks the columns it shows; `quantity` is the API's name for what can be
 * sold (on hand − reserved on the shop, on hand in the admin grid).
 */
const stockRow = createSelectSchema(stock);
const depotRow = createSelectSchema(depots);
const variant = {
  dimension: createSelectSchema(productDimensions).shape.dimension.nullable(),
  condition: createSelectSchema(productConditions).shape.condition.nullable(),
};
const depotLabel = depotRow.pick({ city: true, state: true }).shape;
const count = z.number().int();

export const availabilityQuery = z.object({
  zip: z.string().max(20, "Enter a 5-digit ZIP code").trim().optional().transform((v) => (v ? v : undefined)).describe("5-digit US ZIP: depots nearest first, with distances"),
});

/** GET /v1/products/{id}/availability (names are the API contract). */
export const productAvailability = z
  .object({
    total: count,
    variants: z.array(z.object({ ...variant, total: count, depots: z.array(stockRow.pick({ depotId: true }).extend({ ...depotLabel, quantity: count, distanceMiles: z.number().nullable() })) })),
  })
  .openapi("ProductAvailability");
export type ProductAvailability = z.infer<typeof productAvailability>;

const label = (max: number) => z.string().max(max).nullish().transform((v) => v ?? null);
/** One cell of the admin's variant × depot grid; dimension/condition are the labels (null when the product has none). */
export const stockCell = createInsertSchema(stock, { depotId: z.string().uuid("must be a depot id") })
  .pick({ depotId: true })
  .extend({
    dimension: label(100),
    condition: label(100),
    quantity: z.number({ error: "Quantity must be a number" }).int("Quantity must be a whole number").min(0, "Quantity cannot be negative").max(100000, "Quantity is too large"),
  });
export type StockCell = z.infer<typeof stockCell>;
export const stockGridInput = z.object({ stock: z.array(stockCell).max(20000) });

export const stockGrid = z
  .object({
    variants: z.array(z.object(variant)),
    depots: z.array(depotRow.pick({ id: true, code: true, city: true, state: true }).extend({ open: z.boolean() })),
    stock: z.array(stockRow.pick({ depotId: true, reserved: true }).extend({ ...variant, quantity: stockRow.shape.onHand })),
  })
  .openapi("StockGrid");
export type StockGrid = z.infer<typeof stockGrid>;

const flag = z.enum(["true", "false", "1", "0"]).optional().transform((v) => v === "true" || v === "1");
const text = (max: number) => z.string().trim().max(max).optional().transform((v) => (v ? v : undefined));
export const adminStockQuery = z.object({
  depotId: z.string().uuid("must be a depot id").optional(),
  category: text(100),
  search: text(200),
  lowOnly: flag,
  page: z.coerce.number().int("must be a whole number").min(1, "must be 1 or more").max(100000).default(1),
});
export type AdminStockQuery = z.infer<typeof adminStockQuery>;

export const adminStockRow = stockRow
  .pick({ productId: true, dimensionId: true, conditionId: true, depotId: true, onHand: true, reserved: true })
  .extend({ ...createSelectSchema(products).pick({ name: true, sku: true }).shape, ...variant, depot: z.string(), available: count, inTransit: count.describe("Units sent here by transfers not yet received (ADR 088)") })
  .openapi("AdminStockRow");
export type AdminStockRow = z.infer<typeof adminStockRow>;
export const adminStockList = z.object({
  rows: z.array(adminStockRow),
  pagination: z.object({ currentPage: count, totalPages: count, totalRows: count }),
  summary: z.object({ zero: count, low: count }),
});
export type AdminStockList = z.infer<typeof adminStockList>;

export const stockImportResult = z.object({ applied: count });

const valueCount = z.object({ value: z.string(), count });
/** Units for sale per depot (open ones; a closed depot shows 0), grouped west to east. */
export const depotStockSummary = z.object({
  totalUnits: count,
  regions: z.array(
    z.object({
      region: z.string(),
      total: count,
      depots: z.array(depotRow.pick({ id: true, code: true, city: true, state: true, region: true }).extend({ open: z.boolean(), total: count, bySize: z.array(valueCount), byCondition: z.array(valueCount) })),
    }),
  ),
});
export type DepotStockSummary = z.infer<typeof depotStockSummary>;
