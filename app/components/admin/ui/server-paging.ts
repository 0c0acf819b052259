import { useSearchParams } from "react-router";
import { ADMIN_LIST_COUNT_CAP, ADMIN_PAGE_SIZE, type AdminListPagination } from "../../../../contract/admin-lists";

/**
 * Server-side pages of the admin order and invoice lists (docs/decisions/042). The page and the settled search
 * live in the URL (`?search=&page=`), the route's clientLoader reads them, so a page link or a reload shows the
 * same rows. The search box (useUrlSearch) goes back to page 1.
 */
const LAST_PAGE = ADMIN_LIST_COUNT_CAP / ADMIN_PAGE_SIZE;

/** The search and page of a list URL; a page that is not a number is 1, one past what the server pages is its last. */
export function listParams(request: Request): { search: string | undefined; page: number } {
  const params = new URL(request.url).searchParams;
  const page = Math.floor(Number(params.get("page")));
  return { search: params.get("search")?.trim() || undefined, page: Number.isFinite(page) ? Math.min(Math.max(1, page), LAST_PAGE) : 1 };
}

/** The list API answers a plain list without `page`: these screens always send it, so anything else is a bug. */
export function asPage<P extends { pagination: AdminListPagination }>(data: P | unknown[]): P {
  if (Array.isArray(data)) throw new Error("The list answered without pagination");
  return data;
}

/** Loads a page; one past the last (rows removed, an old link) shows the last page instead. */
export async function loadPage<P extends { pagination: AdminListPagination }>(fetchPage: (page: number) => Promise<P>, page: number): Promise<P> {
  const list = await fetchPage(page);
  const last = Math.max(1, list.pagination.totalPages);
  return page > last ? fetchPage(last) : list;
}

/** "1 order", "230 orders", "10,000+ orders" (the count stops at the cap). */
export function countLabel(p: AdminListPagination, singular: string): string {
  return `${p.total.toLocaleString("en-US")}${p.totalCapped ? "+" : ""} ${p.total === 1 && !p.totalCapped ? singular : `${singular}s`}`;
}

/** Moves the list to another page through the URL (the clientLoader fetches it). */
export function useGoToPage() {
  const [, setParams] = useSearchParams();
  return (page: number) =>
    setParams(
      (next) => {
        if (page > 1) next.set("page", String(page));
        else next.delete("page");
        return next;
      },
      { preventScrollReset: true },
    );
}
