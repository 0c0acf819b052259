import { z } from "@hono/zod-openapi";
import { STOCK_MOVE_KINDS, stockMoves, stockTransfers } from "../schema/index.ts";
import { createSelectSchema } from "./table-schemas.ts";

/**
 * The stock ledger's requests and answers (ADR 088), from the stock_moves and stock_transfers tables (ADR 030).
 * A variant is named by its product, dimension and condition ids, as the stock rows are.
 */
const uuid = (what: string) => z.string().uuid(`Choose a ${what}`);
const variantRef = { productId: uuid("product"), dimensionId: uuid("size").nullable().default(null), conditionId: uuid("condition").nullable().default(null) };
const units = z.number({ error: "Enter how many units" }).int("Enter whole units").min(1, "Move at least 1 unit").max(10000, "At most 10,000 units at a time");
const note = (message: string) => z.string({ error: message }).trim().min(3, message).max(300, "At most 300 characters");

export const transferInput = z
  .object({ ...variantRef, fromDepotId: uuid("depot to send from"), toDepotId: uuid("depot to send to"), quantity: units, reference: z.string().trim().max(300, "At most 300 characters").default("") })
  .refine((t) => t.fromDepotId !== t.toDepotId, { message: "Send to another depot", path: ["toDepotId"] });
export type TransferInput = z.infer<typeof transferInput>;

export const receiptInput = z.object({ ...variantRef, depotId: uuid("depot"), quantity: units, reference: note("Enter the delivery note or purchase order") });
export type ReceiptInput = z.infer<typeof receiptInput>;

export const writeOffInput = z.object({ ...variantRef, depotId: uuid("depot"), quantity: units, reference: note("Say why the units are written off") });
export type WriteOffInput = z.infer<typeof writeOffInput>;

const label = z.string().nullable();
const transferRow = createSelectSchema(stockTransfers);
export const stockTransferDto = transferRow
  .pick({ id: true, productId: true, quantity: true, status: true, reference: true })
  .extend({ product: z.string(), dimension: label, condition: label, from: z.string(), to: z.string(), sentBy: label, receivedBy: label, createdAt: z.string(), receivedAt: z.string().nullable() })
  .openapi("StockTransfer");
export type StockTransferDto = z.infer<typeof stockTransferDto>;

export const stockMoveDto = createSelectSchema(stockMoves)
  .pick({ id: true, kind: true, quantity: true, reference: true, orderId: true, transferId: true })
  .extend({ product: z.string(), dimension: label, condition: label, depot: z.string(), actor: label, createdAt: z.string(), onHandAfter: z.number().int() })
  .openapi("StockMove");
export type StockMoveDto = z.infer<typeof stockMoveDto>;

export const stockMovesQuery = z.object({
  productId: z.string().uuid("must be a product id").optional(),
  depotId: z.string().uuid("must be a depot id").optional(),
  kind: z.enum(STOCK_MOVE_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.string().max(40).datetime().optional(),
});
export type StockMovesQuery = z.infer<typeof stockMovesQuery>;
