/** A LIKE pattern matching `term` anywhere, lowercased, with LIKE's own wildcards taken literally. */
export const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
