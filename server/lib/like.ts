/** A LIKE pattern matching `term` anywhere, lowercased, with LIKE's own wildcards taken literally. */
export const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** A LIKE pattern matching what starts with `term`, lowercased, LIKE's wildcards taken literally. */
export const prefixPattern = (term: string) => `${term.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
