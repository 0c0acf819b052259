import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../connect.ts";
import { depots, productConditions, productDimensions, products, stock } from "../schema/index.ts";
import { demoCatalog } from "./catalog-data.ts";
import { type SeedDepot, seedDepots } from "./depot-data.ts";

/** The 26 depots; an existing code is left as the admin edited it. */
export async function seedDepotRows(db: DbOrTx) {
  await db
    .insert(depots)
    .values(seedDepots.map((d) => ({ ...d, name: `Boxyard ${d.city}` })))
    .onConflictDoNothing({ target: depots.code });
}

/** 0 ≤ n < 1 from a string: the spread is the same on every seed, so tests and screenshots can count on it. */
const unit = (key: string) => createHash("sha256").update(key).digest().readUInt32BE(0) / 2 ** 32;

const HUBS = new Set(["los-angeles-ca", "houston-tx", "newark-nj", "chicago-il", "atlanta-ga", "dallas-tx", "seattle-wa"]);

/** The boxes every container yard keeps on the ground: 20 ft and 40 ft, standard and high cube (issue 44). */
const COMMON = new Set(["BX-S20", "BX-S20HC", "BX-S40", "BX-S40HC", "BX-MULTI", "BX-R20", "BX-R40", "BX-R40HC"]);
/** Specialised units a seller keeps at a few yards and ships on: reefers, offices, side-openers, hazmat, builds. */
const SPECIALISED = ["cold storage", "office containers", "hazmat storage", "conjoined containers"];

/** Where a product line is stocked: most everywhere, some in one region only, one sold out. */
function regionsOf(sku: string, categories: string[]): SeedDepot["region"][] | "sold out" {
  if (sku === "BX-OS40") return "sold out";
  if (sku === "BX-S45HC" || sku === "BX-OT40") return ["West Coast"];
  if (sku.startsWith("BX-FR") || sku === "BX-TN40") return ["Mid West"];
  if (categories.includes("cold storage")) return ["West Coast", "East Coast"];
  if (categories.includes("hazmat storage")) return ["Mid West", "East Coast"];
  return ["West Coast", "Mid West", "East Coast"];
}

type Kind = "part" | "common" | "specialised" | "box";

const kindOf = (sku: string, categories: string[]): Kind =>
  categories.includes("parts") ? "part" : COMMON.has(sku) ? "common" : sku.startsWith("BX-OS") || categories.some((c) => SPECIALISED.includes(c)) ? "specialised" : "box";

/**
 * Units of one variant at one depot. The common boxes new and used are at every depot (a refurbished one at about
 * half); specialised units at most hubs and a few other yards; other boxes at about half the depots, so "ships
 * from farther away" happens. The same on every seed (a hash, not a random draw).
 */
function quantityAt(key: string, depot: SeedDepot, kind: Kind, condition: string | null): number {
  const roll = unit(`${key}|${depot.code}`);
  const hub = HUBS.has(depot.code);
  const everywhere = kind === "common" && !condition?.includes("Refurbished");
  const presence = everywhere ? 1 : kind === "specialised" ? (hub ? 0.6 : 0.15) : (hub ? 0.8 : 0.5) * (condition?.includes("Wind") ? 0.5 : 1);
  if (roll > presence) return 0;
  const size = unit(`${key}|${depot.code}|n`);
  if (kind === "part") return 5 + Math.floor(size * 36);
  if (everywhere) return (hub ? 6 : 2) + Math.floor(size * 12);
  return 1 + Math.floor(size * size * 14);
}

/**
 * A row per demo variant per depot, once per database (the caller keeps the marker). Products are
 * found by SKU, so a database seeded before depots existed gets its stock too.
 */
export async function seedDemoStock(tx: DbOrTx) {
  const allDepots = await tx.select().from(depots);
  const skus = demoCatalog.map((p) => p.sku);
  const rows = await tx
    .select({ productId: products.id, sku: products.sku, dimensionId: productDimensions.id, dimension: productDimensions.dimension, conditionId: productConditions.id, condition: productConditions.condition })
    .from(products)
    .leftJoin(productDimensions, eq(productDimensions.productId, products.id))
    .leftJoin(productConditions, eq(productConditions.dimensionId, productDimensions.id))
    .where(inArray(products.sku, skus));
  const bySku = new Map(demoCatalog.map((p) => [p.sku, p]));
  const depotData = new Map(seedDepots.map((d) => [d.code, d]));
  const values: (typeof stock.$inferInsert)[] = [];
  for (const r of rows) {
    const product = bySku.get(r.sku ?? "");
    if (!product) continue;
    const regions = regionsOf(product.sku, product.categories);
    const kind = kindOf(product.sku, product.categories);
    for (const depot of allDepots) {
      const data = depotData.get(depot.code);
      const stocked = data && regions !== "sold out" && (kind === "common" || regions.includes(data.region));
      const onHand = stocked ? quantityAt(`${product.sku}|${r.dimension}|${r.condition}`, data, kind, r.condition) : 0;
      values.push({ depotId: depot.id, productId: r.productId, dimensionId: r.dimensionId, conditionId: r.conditionId, onHand });
    }
  }
  for (let i = 0; i < values.length; i += 2000) await tx.insert(stock).values(values.slice(i, i + 2000)).onConflictDoNothing();
  // The stock ledger opens with what the seed put on hand (ADR 088): every row's moves sum to its on hand.
  await tx.execute(sql`insert into stock_moves (stock_id, kind, quantity, reference) select s.id, 'opening', s.on_hand, 'Opening balance' from stock s where s.on_hand <> 0 and not exists (select 1 from stock_moves m where m.stock_id = s.id)`);
  return values.length;
}
