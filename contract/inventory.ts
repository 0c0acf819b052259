/** The schemas are built from the catalog and depot tables (db/validation/catalog.ts, docs/decisions/030). */
export type { CatalogIndex, InventoryCount, InventorySummary } from "../db/validation/catalog.ts";
export type { DepotStockSummary } from "../db/validation/stock.ts";
