import { type SQL, sql } from "drizzle-orm";
import { CATEGORY_OPTIONS, CONDITION_SELECTORS, SALE_SELECTOR, SIZE_OPTIONS } from "../../../../contract/catalog-options.ts";
import type { ProductListQuery } from "../../../../db/validation/catalog.ts";
import { productCategories, productConditions, productDimensions, products } from "../../../../db/schema/index.ts";
import { containsPattern } from "../../../lib/like.ts";
import { searchVariants } from "./synonyms.ts";

const inCategory = (slug: string) =>
  sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id} and pc.category_slug = ${slug})`;

const hasSize = (size: string) =>
  sql`exists (select 1 from ${productDimensions} d where d.product_id = ${products.id} and d.size_ft = ${size})`;

const hasCondition = (prefix: string) =>
  sql`exists (select 1 from ${productDimensions} d join ${productConditions} c on c.dimension_id = d.id
      where d.product_id = ${products.id} and lower(c.condition) like ${`${prefix}%`})`;

/** Units for sale of the product at an open depot (at one depot when a code is given). */
const inStockAt = (depotCode?: string) =>
  sql`exists (select 1 from stock s join depots dp on dp.id = s.depot_id
      where s.product_id = ${products.id} and dp.closed_at is null and s.on_hand > s.reserved${depotCode ? sql` and dp.code = ${depotCode}` : sql``})`;

/**
 * Units for sale over every open depot, as a column of the product query (no extra round trip). The
 * outer id is spelled out: in a select list Drizzle writes columns without their table, which the
 * subquery's own tables would make ambiguous.
 */
export const availableUnits = sql<number>`(select coalesce(sum(s.on_hand - s.reserved), 0)::int from stock s join depots dp on dp.id = s.depot_id
    where s.product_id = "products"."id" and dp.closed_at is null)`;

/** Name and SKU, lowercased (a generated column with a trigram index): typo-forgiving word matches. */
export const nameHaystack = products.nameText;

/**
 * Maps a shop link value to a filter (docs/decisions/004-shop-link-values.md):
 * a category option selects that category; new/used/refurbished select containers for sale
 * offering that condition; "buy" selects everything for sale (not rent, parts or chassis);
 * a size value selects products offered in that size.
 */
export function selectorFilter(value: string): SQL {
  if ((CATEGORY_OPTIONS as readonly string[]).includes(value)) return inCategory(value);
  if ((CONDITION_SELECTORS as readonly string[]).includes(value)) return sql`(${hasCondition(value)} and not ${inCategory("rent")})`;
  if (value === SALE_SELECTOR) return sql`not (${inCategory("rent")} or ${inCategory("parts")} or ${inCategory("chasis")})`;
  if ((SIZE_OPTIONS as readonly string[]).includes(value)) return hasSize(value);
  return sql`false`;
}

export function buildProductFilters(q: Pick<ProductListQuery, "search" | "size" | "category"> & Partial<Pick<ProductListQuery, "inStock" | "depot">>): SQL[] {
  const where: SQL[] = [sql`${products.hiddenAt} is null`];
  if (q.depot) where.push(inStockAt(q.depot));
  else if (q.inStock) where.push(inStockAt());
  if (q.category) where.push(selectorFilter(q.category));
  if (q.size) where.push(hasSize(q.size));
  if (q.search) {
    // Substring match anywhere, or a trigram word match on the name or SKU that forgives small typos ("contaner"),
    // for the search and each spelling of it with trade synonyms swapped in ("reefer" → "refrigerated").
    // As a union of lookups, each on its own index: written as one OR, PostgreSQL scanned every row
    // and computed the word similarity of each (~200 ms over 10,000 products instead of 6–75 ms).
    const lookups = searchVariants(q.search).flatMap((term) => [
      sql`select p.id from ${products} p where p.search_text like ${containsPattern(term)}`,
      sql`select p.id from ${products} p where ${term} <% p.name_text`,
    ]);
    where.push(sql`${products.id} in (${sql.join(lookups, sql` union all `)})`);
  }
  return where;
}

export function productOrder(q: Pick<ProductListQuery, "sort" | "search">): SQL {
  switch (q.sort) {
    case "price_asc":
      return sql`${products.basePriceCents} asc, ${products.id} asc`;
    case "price_desc":
      return sql`${products.basePriceCents} desc, ${products.id} asc`;
    case "oldest":
      return sql`${products.createdAt} asc, ${products.id} asc`;
    case "newest":
      return sql`${products.createdAt} desc, ${products.id} asc`;
    default:
      if (q.search) {
        // The best of the spellings: a "reefer" search ranks "Refrigerated" names as a "refrigerated" one would.
        const scores = searchVariants(q.search).map((term) => sql`word_similarity(${term}, ${nameHaystack})`);
        return sql`greatest(${sql.join(scores, sql`, `)}) desc, ${products.createdAt} desc, ${products.id} asc`;
      }
      return sql`${products.createdAt} desc, ${products.id} asc`;
  }
}
