import { z } from "zod";

/** Live counts of visible products for the /inventory page. */
export const inventoryCount = z.object({ value: z.string(), label: z.string(), count: z.number() });
const valueCount = z.object({ value: z.string(), count: z.number() });

/** Units for sale per depot (open ones; a closed depot shows 0), grouped west to east. */
export const depotStockSummary = z.object({
  totalUnits: z.number(),
  regions: z.array(
    z.object({
      region: z.string(),
      total: z.number(),
      depots: z.array(
        z.object({ id: z.string(), code: z.string(), city: z.string(), state: z.string(), region: z.string(), open: z.boolean(), total: z.number(), bySize: z.array(valueCount), byCondition: z.array(valueCount) }),
      ),
    }),
  ),
});
export type DepotStockSummary = z.infer<typeof depotStockSummary>;

export const inventorySummary = z.object({
  totalProducts: z.number(),
  byCategory: z.array(inventoryCount),
  bySize: z.array(inventoryCount),
  byCondition: z.array(inventoryCount),
  stock: depotStockSummary.optional(),
});
export type InventorySummary = z.infer<typeof inventorySummary>;
export type InventoryCount = z.infer<typeof inventoryCount>;

/** Everything /sitemap.xml lists: each visible product and each category. */
export const catalogIndex = z.object({
  products: z.array(z.object({ id: z.string(), updatedAt: z.string() })),
  categories: z.array(z.string()),
});
export type CatalogIndex = z.infer<typeof catalogIndex>;
