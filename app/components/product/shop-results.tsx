import { useState } from "react";
import { useNavigate } from "react-router";
import type { Pagination, ProductSummary } from "../../../contract/catalog";
import { Button, ButtonLink } from "../ui/button";
import { ProductCard } from "./product-card";
import { ShopPagination } from "./shop-pagination";
import type { ShopFilters } from "./shop-query";

const CARD_SIZES = "(min-width: 1280px) 260px, (min-width: 1024px) 40vw, (min-width: 640px) 45vw, 92vw";
const FIRST_CARD_SIZES = "(min-width: 1280px) 400px, (min-width: 640px) 45vw, 92vw";

/**
 * The first card is widened so that the last row is always full (issue 18: a page of 7, the spec's page size,
 * left one card alone on the last row). Two columns: an odd count makes it span both. Three columns: 7 or 4
 * make it span the row (it turns landscape, see ProductCard), 5 or 8 make it span two.
 */
export function firstCardSpan(count: number): string | undefined {
  if (count < 2) return undefined;
  const two = count % 2 === 1 ? "sm:col-span-2" : "";
  const three = count % 3 === 1 ? "xl:col-span-3" : count % 3 === 2 ? "xl:col-span-2" : two ? "xl:col-span-1" : "";
  return [two, three].filter(Boolean).join(" ") || undefined;
}

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
          <p className="font-semibold text-slate-900">{filters.search ? `No products match “${filters.search}” with these filters.` : "No products match these filters."}</p>
          <p className="mt-1 text-sm text-slate-600">Try another word (a reefer, a conex, a 40ft HC) or start again from the whole catalog.</p>
          <ButtonLink to="/shop" variant="primary" className="mt-5">Clear filters</ButtonLink>
        </div>
      ) : (
        <ul className={`grid gap-5 sm:grid-cols-2 xl:grid-cols-3 ${loading ? "opacity-50" : ""}`}>
          {products.map((p, i) => (
            <li key={p.id} className={`@container ${i === 0 ? (firstCardSpan(products.length) ?? "") : ""}`}>
              <ProductCard product={p} priority={i === 0} sizes={i === 0 ? FIRST_CARD_SIZES : CARD_SIZES} headingLevel="h2">
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
