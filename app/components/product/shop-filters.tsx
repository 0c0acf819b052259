import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { CATEGORY_OPTIONS, SIZE_OPTIONS, SORT_LABELS, SORT_OPTIONS } from "../../../contract/catalog-options";
import { Icon } from "../site/icons";
import { NearZipFilter } from "./near-zip-filter";
import { type FilterKey, type ShopFilters, shopHref, titleCase, toggleFilter, withSearch } from "./shop-query";

type Props = { filters: ShopFilters; autoFocusSearch?: boolean };

/**
 * Search, size, category and sort. Every change navigates to the new URL (page 1) without jumping
 * the scroll position. While a typed search has not been submitted, the buttons are disabled so the
 * visitor does not lose it.
 */
export function ShopFilterPanel({ filters, autoFocusSearch }: Props) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(filters.search ?? "");
  const [applied, setApplied] = useState(filters.search);
  const input = useRef<HTMLInputElement>(null);
  if (applied !== filters.search) {
    // The URL's search changed (back button, a link): the box shows it.
    setApplied(filters.search);
    setTyped(filters.search ?? "");
  }
  useEffect(() => {
    if (autoFocusSearch) input.current?.focus();
  }, [autoFocusSearch]);

  const pending = typed.trim() !== (filters.search ?? "");
  const go = (next: ShopFilters) => navigate(shopHref(next), { preventScrollReset: true });
  const pick = (key: FilterKey, value: string) => go(toggleFilter(filters, key, value));

  return (
    <div className="space-y-6">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          go(withSearch(filters, typed));
        }}
      >
        <label htmlFor="shop-search" className="text-sm font-semibold text-slate-900">Search</label>
        <div className="mt-2 flex gap-2">
          <input
            ref={input}
            id="shop-search"
            type="search"
            name="search"
            value={typed}
            maxLength={200}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="Name, SKU or keyword"
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-orange-600 focus:ring-2 focus:ring-orange-600/30 focus:outline-none"
          />
          <button type="submit" aria-label="Search products" className="rounded-lg bg-slate-900 px-3 text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600">
            <Icon name="search" />
          </button>
        </div>
        {pending && <p className="mt-2 text-xs text-amber-800">Press Enter or the search button to apply your search.</p>}
      </form>
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <input
          type="checkbox"
          checked={filters.inStock === true || Boolean(filters.depot)}
          disabled={pending}
          onChange={(e) => go({ ...filters, inStock: e.target.checked || undefined, depot: e.target.checked ? filters.depot : undefined, page: 1 })}
          className="size-4 accent-orange-600"
        />
        In stock{filters.depot ? ` at ${titleCase(filters.depot.replace(/-([a-z]{2})$/, "").replace(/-/g, " "))}` : ""}
      </label>
      <NearZipFilter filters={filters} disabled={pending} onApply={go} />
      <FilterGroup title="Size" options={SIZE_OPTIONS.map((v) => ({ value: v, label: v }))} selected={filters.size} disabled={pending} onPick={(v) => pick("size", v)} />
      <FilterGroup title="Category" options={CATEGORY_OPTIONS.map((v) => ({ value: v, label: titleCase(v) }))} selected={filters.category} disabled={pending} onPick={(v) => pick("category", v)} stacked />
      <FilterGroup title="Sort" options={SORT_OPTIONS.map((v) => ({ value: v, label: SORT_LABELS[v] }))} selected={filters.sort} disabled={pending} onPick={(v) => pick("sort", v)} stacked />
    </div>
  );
}

type GroupProps = {
  title: string;
  options: { value: string; label: string }[];
  selected?: string;
  disabled: boolean;
  onPick: (value: string) => void;
  stacked?: boolean;
};

/** Toggle buttons: aria-pressed tells which one is on; pressing it again turns it off. */
function FilterGroup({ title, options, selected, disabled, onPick, stacked }: GroupProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{title}</legend>
      <div className={`mt-2 ${stacked ? "flex flex-col gap-1" : "flex flex-wrap gap-2"}`}>
        {options.map((o) => {
          const on = selected === o.value;
          return (
            <button
              key={o.value}
              type="button"
              aria-pressed={on}
              disabled={disabled}
              onClick={() => onPick(o.value)}
              className={`rounded-lg border px-3 py-1.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:opacity-50 ${
                on ? "border-orange-600 bg-orange-600 font-semibold text-white" : "border-slate-300 bg-white text-slate-800 hover:border-orange-500"
              }`}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
