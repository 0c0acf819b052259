import { type FormEvent, useEffect, useState } from "react";
import type { ShopFilters } from "./shop-query";

// The same key as the product page's delivery quote: one remembered ZIP for the whole shop.
const ZIP_KEY = "boxyard.zip";

/**
 * "Available near ZIP" (issue 44): only products a depot within a local truck's reach holds. The box starts with the
 * ZIP the visitor gave before (here or on a product page); applying it remembers it. The page itself stays the same
 * for everyone (it is kept and shared), so the remembered ZIP fills the box but is applied only by the visitor.
 */
export function NearZipFilter({ filters, disabled, onApply }: { filters: ShopFilters; disabled: boolean; onApply: (f: ShopFilters) => void }) {
  const [zip, setZip] = useState(filters.near ?? "");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    // localStorage exists only in the browser: read after the first render, like the product page's ZIP.
    if (filters.near) return window.localStorage.setItem(ZIP_KEY, filters.near);
    Promise.resolve(window.localStorage.getItem(ZIP_KEY)).then((remembered) => remembered && /^\d{5}$/.test(remembered) && setZip(remembered));
  }, [filters.near]);

  function apply(e: FormEvent) {
    e.preventDefault();
    const typed = zip.trim();
    if (typed && !/^\d{5}$/.test(typed)) return setError("Enter a 5-digit ZIP code");
    setError(null);
    if (typed) window.localStorage.setItem(ZIP_KEY, typed);
    onApply({ ...filters, near: typed || undefined, page: 1 });
  }

  return (
    <form onSubmit={apply} aria-label="Available near a ZIP code">
      <label htmlFor="shop-near" className="text-sm font-semibold text-slate-900">Available near ZIP</label>
      <div className="mt-2 flex gap-2">
        <input id="shop-near" inputMode="numeric" autoComplete="postal-code" maxLength={5} value={zip} onChange={(e) => setZip(e.target.value)} placeholder="e.g. 33132"
          aria-invalid={error ? true : undefined} aria-describedby={error ? "shop-near-error" : undefined}
          className="w-28 min-w-0 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-orange-600 focus:ring-2 focus:ring-orange-600/30 focus:outline-none" />
        <button type="submit" disabled={disabled} className="rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:border-orange-500 focus-visible:outline-2 focus-visible:outline-orange-600 disabled:opacity-50">
          {filters.near && zip.trim() === filters.near ? "Applied" : "Apply"}
        </button>
        {filters.near && (
          <button type="button" onClick={() => onApply({ ...filters, near: undefined, page: 1 })} className="text-sm font-semibold text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-orange-600">
            Clear
          </button>
        )}
      </div>
      {error ? <p id="shop-near-error" className="mt-1 text-xs text-red-700">{error}</p> : <p className="mt-1 text-xs text-slate-600">In stock within a local truck's reach; farther boxes ship long-haul.</p>}
    </form>
  );
}
