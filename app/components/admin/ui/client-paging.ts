import { useMemo, useState } from "react";
import { ADMIN_PAGE_SIZE } from "../../../../contract/admin";

/**
 * Search and pages in the browser, as the spec has it for orders and invoices (SPEC section 9): the
 * matcher sees the lower-cased, trimmed term; a new term goes back to page 1. `matches` must be stable.
 */
export function useClientPaging<T>(items: T[], term: string, matches: (item: T, term: string) => boolean) {
  const needle = term.trim().toLowerCase();
  const [at, setAt] = useState({ page: 1, needle });
  if (at.needle !== needle) setAt({ page: 1, needle });
  const filtered = useMemo(() => (needle ? items.filter((i) => matches(i, needle)) : items), [items, needle, matches]);
  const totalPages = Math.max(1, Math.ceil(filtered.length / ADMIN_PAGE_SIZE));
  // A shorter list (a new search, a removed row) never leaves the view past its last page.
  const page = Math.min(at.page, totalPages);
  const visible = filtered.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);
  return { page, setPage: (p: number) => setAt({ page: p, needle }), totalPages, visible, total: filtered.length };
}
