import { Link } from "react-router";
import type { Pagination } from "../../../contract/catalog";
import { Icon } from "../site/icons";
import { type ShopFilters, shopHref } from "./shop-query";

const linkClass = "inline-flex min-w-10 items-center justify-center gap-1 rounded-lg border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-600";
const idle = "border-slate-300 bg-white text-slate-800 hover:border-orange-500";
const off = "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500";

/** Page numbers around the current one, with the first and last always there. */
export function pageWindow(current: number, total: number): (number | "gap")[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? (["gap", p] as const) : [p]));
}

function PageStep({ filters, page, enabled, dir }: { filters: ShopFilters; page: number; enabled: boolean; dir: "prev" | "next" }) {
  const label = dir === "prev" ? "Previous" : "Next";
  const content = (
    <>
      {dir === "prev" && <Icon name="chevron-left" className="size-4" />}
      {label}
      {dir === "next" && <Icon name="chevron-right" className="size-4" />}
    </>
  );
  if (!enabled) return <span aria-disabled="true" className={`${linkClass} ${off}`}>{content}</span>;
  return <Link to={shopHref({ ...filters, page })} preventScrollReset rel={dir} className={`${linkClass} ${idle}`}>{content}</Link>;
}

/** Previous / numbers / next on wide screens; previous / "Page X of Y" / next on narrow ones. */
export function ShopPagination({ filters, pagination }: { filters: ShopFilters; pagination: Pagination }) {
  const { currentPage, totalPages, hasNext, hasPrev } = pagination;
  if (totalPages <= 1 && !hasPrev) return null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-between gap-2 lg:justify-center">
      <PageStep filters={filters} page={currentPage - 1} enabled={hasPrev} dir="prev" />
      <p className="text-sm font-medium text-slate-700 lg:hidden">Page {currentPage} of {Math.max(totalPages, 1)}</p>
      <ul className="hidden items-center gap-1 lg:flex">
        {pageWindow(currentPage, totalPages).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">…</li>
          ) : (
            <li key={p}>
              <Link
                to={shopHref({ ...filters, page: p })}
                preventScrollReset
                aria-label={`Page ${p}`}
                aria-current={p === currentPage ? "page" : undefined}
                className={`${linkClass} ${p === currentPage ? "border-orange-600 bg-orange-600 text-white" : idle}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      <PageStep filters={filters} page={currentPage + 1} enabled={hasNext} dir="next" />
    </nav>
  );
}
