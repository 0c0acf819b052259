/** The schemas are built from the catalog and depot tables (server/features/products/schema.ts, docs/decisions/030). */
export type { CatalogIndex, InventoryCount, InventorySummary } from "../server/features/products/schema.ts";
export type { DepotStockSummary } from "../server/features/stock/schema.ts";
