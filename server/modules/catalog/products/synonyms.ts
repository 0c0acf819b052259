/**
 * Words the trade uses for what the catalog names otherwise (issue 18: "reefer" found nothing while the site
 * calls them reefers). Each group's words stand for each other in a product search, in both directions.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ["reefer", "refrigerated"],
  ["conex", "container"],
  ["hc", "high cube"],
  ["glo", "ground level office"],
];

/** At most this many spellings of one search reach the database (each is one more index lookup). */
const MAX_VARIANTS = 8;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The word or phrase on its own, not inside another word ("hc" is not in "hatch"). */
const wordPattern = (word: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}(?=$|[^\\p{L}\\p{N}])`, "u");

/**
 * The lower-cased search and its spellings with synonyms swapped in: "40ft hc" → ["40ft hc", "40ft high cube"].
 * The original comes first; a search without a trade word is returned alone.
 */
export function searchVariants(search: string): string[] {
  const variants = [search.toLowerCase()];
  for (const group of SEARCH_SYNONYMS) {
    for (const current of [...variants]) {
      for (const word of group) {
        const pattern = wordPattern(word);
        if (!pattern.test(current)) continue;
        for (const other of group) {
          if (other === word) continue;
          const swapped = current.replace(pattern, (_m, before: string) => `${before}${other}`);
          if (!variants.includes(swapped) && variants.length < MAX_VARIANTS) variants.push(swapped);
        }
      }
    }
  }
  return variants;
}
