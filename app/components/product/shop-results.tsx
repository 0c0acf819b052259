import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Pagination, ProductSummary } from "../../../contract/catalog";
import { Button } from "../ui/button";
import { ProductCard } from "./product-card";
import { ShopPagination } from "./shop-pagination";
import type { ShopFilters } from "./shop-query";

type Props = { filters: ShopFilters; products: ProductSummary[]; pagination: Pagination | null; error: string | null; loading: boolean };

/** The product list with its loading, error and empty states, and the pager. */
export function ShopResults({ filters, products, pagination, error, loading }: Props) {
  const navigate = useNavigate();
  // SPEC: the card's "Add to cart" bumps a local counter, then opens the product page, where size,
  // condition and delivery are chosen and the item really goes into the cart.
  const [, setPicked] = useState(0);
  if (error) return <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-700">{error}</p>;
  return (
    <div aria-busy={loading}>
      {loading && (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm font-medium text-slate-700">
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-orange-600" />
          Loading products...
        </p>
      )}
      {!products.length ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="font-semibold text-slate-900">No products match these filters.</p>
          <Link to="/shop" className="mt-3 inline-block font-semibold text-orange-700 underline">Clear all filters</Link>
        </div>
      ) : (
        <ul className={`grid gap-5 sm:grid-cols-2 xl:grid-cols-3 ${loading ? "opacity-50" : ""}`}>
          {products.map((p, i) => (
            <li key={p.id}>
              <ProductCard product={p} priority={i === 0} sizes="(min-width: 1280px) 260px, (min-width: 1024px) 40vw, (min-width: 640px) 45vw, 92vw" headingLevel="h2">
                <Button
                  variant="secondary"
                  size="sm"
                  className="w-full"
                  aria-label={`Add to cart: ${p.name}`}
                  onClick={() => {
                    setPicked((n) => n + 1);
                    navigate(`/product/${p.id}`);
                  }}
                >
                  Add to cart
                </Button>
              </ProductCard>
            </li>
          ))}
        </ul>
      )}
      {pagination && <ShopPagination filters={filters} pagination={pagination} />}
    </div>
  );
}
