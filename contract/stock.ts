import { z } from "zod";

/** A variant at or below this many sellable units counts as "low" (admin Stock screen, "Only N left"). */
export const LOW_STOCK_THRESHOLD = 2;
export const STOCK_PAGE_SIZE = 50;

export const availabilityQuery = z.object({
  zip: z.string().trim().optional().transform((v) => (v ? v : undefined)).describe("5-digit US ZIP: depots nearest first, with distances"),
});

export const depotQuantity = z.object({
  depotId: z.string(),
  city: z.string(),
  state: z.string(),
  quantity: z.number(),
  distanceMiles: z.number().nullable(),
});

/** GET /v1/products/{id}/availability (names are the API contract). */
export const productAvailability = z.object({
  total: z.number(),
  variants: z.array(
    z.object({
      dimension: z.string().nullable(),
      condition: z.string().nullable(),
      total: z.number(),
      depots: z.array(depotQuantity),
    }),
  ),
});
export type ProductAvailability = z.infer<typeof productAvailability>;

const quantity = z.number({ error: "Quantity must be a number" }).int("Quantity must be a whole number").min(0, "Quantity cannot be negative").max(100000, "Quantity is too large");

/** One cell of the admin's variant × depot grid; dimension/condition are the labels (null when the product has none). */
export const stockCell = z.object({
  depotId: z.string().uuid("must be a depot id"),
  dimension: z.string().max(100).nullish().transform((v) => v ?? null),
  condition: z.string().max(100).nullish().transform((v) => v ?? null),
  quantity,
});
export type StockCell = z.infer<typeof stockCell>;
export const stockGridInput = z.object({ stock: z.array(stockCell).max(20000) });

export const stockGridCell = z.object({
  depotId: z.string(),
  dimension: z.string().nullable(),
  condition: z.string().nullable(),
  quantity: z.number(),
  reserved: z.number(),
});
export const stockGrid = z.object({
  variants: z.array(z.object({ dimension: z.string().nullable(), condition: z.string().nullable() })),
  depots: z.array(z.object({ id: z.string(), code: z.string(), city: z.string(), state: z.string(), open: z.boolean() })),
  stock: z.array(stockGridCell),
});
export type StockGrid = z.infer<typeof stockGrid>;

const flag = z.enum(["true", "false", "1", "0"]).optional().transform((v) => v === "true" || v === "1");

export const adminStockQuery = z.object({
  depotId: z.string().uuid("must be a depot id").optional(),
  category: z.string().trim().max(100).optional().transform((v) => (v ? v : undefined)),
  search: z.string().trim().max(200).optional().transform((v) => (v ? v : undefined)),
  lowOnly: flag,
  page: z.coerce.number().int("must be a whole number").min(1, "must be 1 or more").max(100000).default(1),
});
export type AdminStockQuery = z.infer<typeof adminStockQuery>;

export const adminStockRow = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  dimension: z.string().nullable(),
  condition: z.string().nullable(),
  depotId: z.string(),
  depot: z.string(),
  onHand: z.number(),
  reserved: z.number(),
  available: z.number(),
});
export type AdminStockRow = z.infer<typeof adminStockRow>;
export const adminStockList = z.object({
  rows: z.array(adminStockRow),
  pagination: z.object({ currentPage: z.number(), totalPages: z.number(), totalRows: z.number() }),
  summary: z.object({ zero: z.number(), low: z.number() }),
});
export type AdminStockList = z.infer<typeof adminStockList>;

export const stockImportResult = z.object({ applied: z.number() });
