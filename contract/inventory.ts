import { z } from "zod";

/** Live counts of visible products for the /inventory page. */
export const inventoryCount = z.object({ value: z.string(), label: z.string(), count: z.number() });
export const inventorySummary = z.object({
  totalProducts: z.number(),
  byCategory: z.array(inventoryCount),
  bySize: z.array(inventoryCount),
  byCondition: z.array(inventoryCount),
});
export type InventorySummary = z.infer<typeof inventorySummary>;
export type InventoryCount = z.infer<typeof inventoryCount>;

/** Everything /sitemap.xml lists: each visible product and each category. */
export const catalogIndex = z.object({
  products: z.array(z.object({ id: z.string(), updatedAt: z.string() })),
  categories: z.array(z.string()),
});
export type CatalogIndex = z.infer<typeof catalogIndex>;
