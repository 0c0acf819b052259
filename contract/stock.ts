/** A variant at or below this many sellable units counts as "low" (admin Stock screen, "Only N left"). */
export const LOW_STOCK_THRESHOLD = 2;
export const STOCK_PAGE_SIZE = 50;

/** The schemas are built from the stock, depot and catalog tables (db/validation/stock.ts, docs/decisions/030). */
export type { AdminStockList, AdminStockQuery, AdminStockRow, ProductAvailability, StockCell, StockGrid } from "../db/validation/stock.ts";
export type { StockMoveDto, StockTransferDto, TransferInput } from "../db/validation/stock-moves.ts";
