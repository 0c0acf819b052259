import { and, asc, eq, isNull } from "drizzle-orm";
import { type BuilderCatalogDto, type BuilderOptionDto, CONDITION_LABELS, type Design, type DesignPriceDto, PAINT_PALETTE, baseLabel } from "../../../contract/builder.ts";
import { centsToDollars } from "../../../contract/money.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { builderOptions, productConditions, productDimensions, products } from "../../../db/schema/index.ts";
import { CORNER_CLEARANCE_IN, type PricedDesign, REINFORCE_OVER_IN, type RuleOption, priceDesign } from "./rules.ts";

/**
 * The catalog product each base box is sold as (docs/decisions/025): a custom build is that box, modified.
 * Its price is the product's price for the chosen condition, so a catalog price change reprices every design.
 */
const BASE_SKUS: Record<string, string> = { "10": "BX-S10", "20": "BX-S20", "20hc": "BX-S20HC", "40": "BX-S40", "40hc": "BX-S40HC" };
const skuOf = (b: Design["base"]) => BASE_SKUS[`${b.lengthFt}${b.highCube ? "hc" : ""}`];

export async function loadOptions(db: DbOrTx): Promise<RuleOption[]> {
  return db.select().from(builderOptions).orderBy(asc(builderOptions.position), asc(builderOptions.code));
}

export type BaseBox = { productId: string; dimensionId: string; conditionId: string; priceCents: number };

/** The catalog variant a base stands for, or null when the catalog does not sell it (hidden, deleted, no 10ft HC). */
export async function findBaseBox(db: DbOrTx, base: Design["base"]): Promise<BaseBox | null> {
  const sku = skuOf(base);
  if (!sku) return null;
  const [row] = await db
    .select({ productId: products.id, dimensionId: productDimensions.id, conditionId: productConditions.id, base: products.basePriceCents, dim: productDimensions.priceCents, cond: productConditions.priceCents })
    .from(products)
    .innerJoin(productDimensions, eq(productDimensions.productId, products.id))
    .innerJoin(productConditions, and(eq(productConditions.dimensionId, productDimensions.id), eq(productConditions.condition, CONDITION_LABELS[base.condition])))
    .where(and(eq(products.sku, sku), isNull(products.hiddenAt)))
    .orderBy(asc(productDimensions.position))
    .limit(1);
  // The product page's fallback: condition, then dimension, then product price.
  return row ? { productId: row.productId, dimensionId: row.dimensionId, conditionId: row.conditionId, priceCents: row.cond ?? row.dim ?? row.base } : null;
}

/** The design priced from the catalog as it is now (cents). */
export async function priceDesignNow(db: DbOrTx, design: Design): Promise<PricedDesign> {
  const [options, base] = await Promise.all([loadOptions(db), findBaseBox(db, design.base)]);
  return priceDesign(design, options, base?.priceCents ?? null);
}

export function toPriceDto(p: PricedDesign): DesignPriceDto {
  return {
    price: centsToDollars(p.priceCents),
    leadTimeDays: p.leadTimeDays,
    lines: p.lines.map((l) => ({ code: l.code, label: l.label, price: centsToDollars(l.priceCents), ...(l.key ? { key: l.key } : {}) })),
    problems: p.problems,
  };
}

export function toOptionDto(o: RuleOption & { description: string }): BuilderOptionDto {
  return {
    code: o.code,
    label: o.label,
    description: o.description,
    placement: o.placement as BuilderOptionDto["placement"],
    pricing: o.pricing as BuilderOptionDto["pricing"],
    price: centsToDollars(o.priceCents),
    leadTimeDays: o.leadTimeDays,
    widthIn: o.widthIn,
    heightIn: o.heightIn,
    active: o.active,
  };
}

/** What the builder page needs to start: active options, base boxes with their prices, palette and rule figures. */
export async function builderCatalog(db: DbOrTx): Promise<BuilderCatalogDto> {
  const options = (await db.select().from(builderOptions).orderBy(asc(builderOptions.position))).filter((o) => o.active);
  const combos = [10, 20, 40].flatMap((lengthFt) => [false, true].flatMap((highCube) => (["new", "used"] as const).map((condition) => ({ lengthFt, highCube, condition }))));
  const bases = await Promise.all(
    combos.map(async (b) => {
      const box = await findBaseBox(db, b as Design["base"]);
      return { ...b, label: baseLabel(b as Design["base"]), price: box ? centsToDollars(box.priceCents) : null };
    }),
  );
  return {
    options: options.map(toOptionDto),
    bases,
    palette: PAINT_PALETTE.map((c) => ({ ...c })),
    rules: { cornerClearanceIn: CORNER_CLEARANCE_IN, reinforceOverIn: REINFORCE_OVER_IN },
  };
}
