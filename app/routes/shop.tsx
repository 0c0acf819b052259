import { useEffect, useRef, useState } from "react";
import { data, useNavigation, useSearchParams } from "react-router";
import { SHOP_PAGE_SIZE, SHOP_SELECTORS } from "../../contract/catalog-options";
import { HelpPanel } from "../components/product/help-panel";
import { ShopFilterPanel } from "../components/product/shop-filters";
import { shopHref, parseShopQuery, titleCase } from "../components/product/shop-query";
import { ShopResults } from "../components/product/shop-results";
import { ShopJsonLd } from "../components/product/shop-json-ld";
import { Icon } from "../components/site/icons";
import { Button } from "../components/ui/button";
import { rootDataFromMatches } from "../components/site/root-data";
import { pageMeta } from "../components/site/seo";
import { ApiError } from "../lib/api";
import { serverContext } from "../lib/server-context";
import { call } from "../lib/typed-api";
import { sharedPageHeaders } from "../lib/shared-page";
import { paintFirst } from "../lib/paint-first";
import type { Route } from "./+types/shop";
import { countOf } from "../../contract/money";

/** The same for every visitor: the server may reuse this render for a few seconds. */
export const headers = sharedPageHeaders;
export const handle = paintFirst;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const raw = params.category?.trim().toLowerCase();
  if (raw && !(SHOP_SELECTORS as readonly string[]).includes(raw)) throw data(null, { status: 404 });
  const filters = parseShopQuery(raw, new URL(request.url).searchParams);
  const { client } = context.get(serverContext);
  try {
    const query = { ...filters, page: String(filters.page), inStock: filters.inStock ? "true" : undefined, limit: String(SHOP_PAGE_SIZE) } as const;
    const { products, pagination } = await call(client.products.products.$get({ query }));
    return { filters, products, pagination, error: null };
  } catch (err) {
    const error = err instanceof ApiError ? err.errors.near || err.message || `Failed to fetch products: ${err.status}` : "Failed to fetch products";
    return { filters, products: [], pagination: null, error };
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  const category = loaderData?.filters.category;
  const heading = category ? `${titleCase(category)} Shipping Containers` : "Shop Shipping Containers";
  const page = loaderData?.filters.page ?? 1;
  return pageMeta({
    root,
    title: `${heading} | ${root.settings.siteName}`,
    description: category
      ? `Browse ${category} from ${root.settings.siteName}: prices online, inspected units and delivery by crane, tilt-bed or flatbed to ${root.settings.statesServed} states.`
      : `Shop new, used and refurbished shipping containers, rentals, offices, cold storage, parts and chassis with prices online and nationwide delivery from ${root.settings.siteName}.`,
    path: shopHref({ category, page }),
  });
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { filters, products, pagination, error } = loaderData;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const focusSearch = params.get("focus") === "search";
  const [filtersOpen, setFiltersOpen] = useState(focusSearch);
  const loading = navigation.state === "loading" && Boolean(navigation.location?.pathname.startsWith("/shop"));
  useScrollTopOnPageChange(filters.page);

  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8">
      <ShopJsonLd filters={filters} products={products} />
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-slate-900">{filters.category ? `Category: ${filters.category}` : "All Products"}</h1>
        {pagination && (
          <p className="mt-1 text-slate-600" aria-live="polite">Showing {products.length} of {countOf(pagination.totalProducts, "product")}</p>
        )}
      </header>
      <Button variant="secondary" onClick={() => setFiltersOpen((o) => !o)} aria-expanded={filtersOpen} aria-controls="shop-filters" className="mb-4 lg:hidden">
        <Icon name="filter" /> Filters <Icon name="chevron-down" className={`size-4 transition-transform ${filtersOpen ? "rotate-180" : ""}`} />
      </Button>
      <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)_17rem]">
        <section id="shop-filters" aria-label="Filters" className={`${filtersOpen ? "block" : "hidden"} rounded-2xl border border-slate-200 p-5 shadow-sm lg:block lg:self-start`}>
          <ShopFilterPanel filters={filters} autoFocusSearch={focusSearch} />
        </section>
        <section aria-label="Products">
          <ShopResults filters={filters} products={products} pagination={pagination} error={error} loading={loading} />
        </section>
        <div className="lg:self-start">
          <HelpPanel />
        </div>
      </div>
    </div>
  );
}

/** A page change scrolls smoothly to the top (the links keep the position so this can animate). */
function useScrollTopOnPageChange(page: number) {
  const last = useRef(page);
  useEffect(() => {
    if (last.current !== page) window.scrollTo({ top: 0, behavior: "smooth" });
    last.current = page;
  }, [page]);
}
