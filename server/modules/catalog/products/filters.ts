import { type SQL, sql } from "drizzle-orm";
import { CATEGORY_OPTIONS, CONDITION_SELECTORS, SALE_SELECTOR, SIZE_OPTIONS } from "../../../../contract/catalog-options.ts";
import type { ProductListQuery } from "../../../../db/validation/catalog.ts";
import { productCategories, productConditions, productDimensions, products } from "../../../../db/schema/index.ts";
import { containsPattern } from "../../../lib/like.ts";
import { normaliseSearch } from "./search-words.ts";
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

const SIZE_TOKEN = /\b\d{1,2}ft\b/g;

/**
 * The typo-forgiving trigram match on the name, sizes left out of it: "40ft hc" must not find every "40ft …" by the
 * trigrams the two share, so a size is matched exactly and only the other words forgive typos.
 */
function fuzzyLookup(term: string): SQL {
  const sizes = term.match(SIZE_TOKEN) ?? [];
  const rest = term.replace(SIZE_TOKEN, " ").replace(/\s+/g, " ").trim();
  if (!sizes.length) return sql`select p.id from ${products} p where ${term} <% p.name_text`;
  if (rest.length < 3) return sql`select p.id from ${products} p where false`;
  return sql`select p.id from ${products} p where ${rest} <% p.name_text and ${sql.join(sizes.map((z) => sql`p.search_text like ${containsPattern(z)}`), sql` and `)}`;
}

/** Units for sale at one of these depots (the depots near a ZIP); none near, nothing matches. */
const inStockAtAny = (depotIds: string[]) =>
  depotIds.length
    ? sql`exists (select 1 from stock s where s.product_id = ${products.id} and s.on_hand > s.reserved and s.depot_id in (${sql.join(depotIds.map((id) => sql`${id}::uuid`), sql`, `)}))`
    : sql`false`;

export function buildProductFilters(q: Pick<ProductListQuery, "search" | "size" | "category"> & Partial<Pick<ProductListQuery, "inStock" | "depot">> & { nearDepotIds?: string[] }): SQL[] {
  const where: SQL[] = [sql`${products.hiddenAt} is null`];
  if (q.nearDepotIds) where.push(inStockAtAny(q.nearDepotIds));
  if (q.depot) where.push(inStockAt(q.depot));
  else if (q.inStock) where.push(inStockAt());
  if (q.category) where.push(selectorFilter(q.category));
  if (q.size) where.push(hasSize(q.size));
  if (q.search) {
    // Substring match anywhere, or a trigram word match on the name or SKU that forgives small typos ("contaner"),
    // for the search and each spelling of it with trade synonyms swapped in ("reefer" → "refrigerated").
    // As a union of lookups, each on its own index: written as one OR, PostgreSQL scanned every row
    // and computed the word similarity of each (~200 ms over 10,000 products instead of 6–75 ms).
    // The trade's words are first put in the catalog's ("20 foot" → "20ft", "conex box" → "container", issue 44);
    // a search of several words also finds them apart ("office container" in "20ft Container Office") and in a
    // size's label ("40ft high cube" in the multi-size box's "40ft High Cube").
    const lookups = searchVariants(normaliseSearch(q.search)).flatMap((term) => {
      const words = term.split(" ").filter((w) => w.length > 1);
      return [
        sql`select p.id from ${products} p where p.search_text like ${containsPattern(term)}`,
        fuzzyLookup(term),
        ...(words.length > 1 ? [sql`select p.id from ${products} p where ${sql.join(words.map((w) => sql`p.search_text like ${containsPattern(w)}`), sql` and `)}`] : []),
        sql`select d.product_id from ${productDimensions} d where lower(d.dimension) like ${containsPattern(term)}`,
      ];
    });
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
        const scores = searchVariants(normaliseSearch(q.search)).map((term) => sql`word_similarity(${term}, ${nameHaystack})`);
        return sql`greatest(${sql.join(scores, sql`, `)}) desc, ${products.createdAt} desc, ${products.id} asc`;
      }
      return sql`${products.createdAt} desc, ${products.id} asc`;
  }
}
