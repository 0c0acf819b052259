import { Link } from "react-router";
import type { InventoryCount, InventorySummary } from "../../contract/inventory";
import { shopHref } from "../components/product/shop-query";
import { PageHeader } from "../components/site/info/page-header";
import { QUOTE_TARGET } from "../components/site/links";
import { infoPageMeta } from "../components/site/seo";
import { ButtonLink } from "../components/ui/button";
import { serverContext } from "../lib/server-context";
import { sharedPageHeaders } from "../lib/shared-page";
import { paintFirst } from "../lib/paint-first";
import { call } from "../lib/typed-api";
import type { Route } from "./+types/inventory";
import { countOf } from "../../contract/money";
import { formatNumber } from "../../contract/en-us-format";

/** The same for every visitor: the server may reuse this render for a few seconds. */
export const headers = sharedPageHeaders;
export const handle = paintFirst;

export async function loader({ context }: Route.LoaderArgs) {
  const { client } = context.get(serverContext);
  return { inventory: await call(client.products.inventory.$get()) };
}

export function meta({ matches }: Route.MetaArgs) {
  return infoPageMeta(
    matches,
    "Available Container Inventory",
    "Live counts of the shipping containers, offices, cold storage units, parts and chassis in stock today, by category, size and condition. Open any group to see prices.",
    "/inventory",
  );
}

/** "By condition (for sale)" → "inv-by-condition-for-sale": an id holds no spaces (aria-labelledby splits on them). */
const headingId = (title: string) => `inv-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;

function CountGrid({ title, items, href }: { title: string; items: InventoryCount[]; href: (value: string) => string }) {
  return (
    <section aria-labelledby={headingId(title)} className="mt-12">
      <h2 id={headingId(title)} className="text-2xl font-bold text-slate-900">{title}</h2>
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((c) => (
          <li key={c.value}>
            <Link to={href(c.value)} className="block h-full rounded-2xl border border-slate-200 p-5 shadow-sm transition-shadow hover:border-orange-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-orange-600">
              <span className="block text-3xl font-extrabold text-slate-900" data-testid={`count-${c.value}`}>{c.count}</span>
              <span className="mt-1 block text-sm font-medium text-slate-700">{c.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type StockSummary = NonNullable<InventorySummary["stock"]>;

/** The 26 depots west to east, each with units by size and condition, linking to the shop filtered to it. */
function DepotGrid({ stock }: { stock: StockSummary }) {
  return (
    <section aria-labelledby="inv-depots" className="mt-12">
      <h2 id="inv-depots" className="text-2xl font-bold text-slate-900">By depot</h2>
      <p className="mt-1 text-slate-600">{formatNumber(stock.totalUnits)} units for sale right now across our yards.</p>
      {stock.regions.map((r) => (
        <div key={r.region} className="mt-6">
          <h3 className="text-lg font-semibold text-slate-900">{r.region} <span className="text-sm font-normal text-slate-600">· {formatNumber(r.total)} units</span></h3>
          <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {r.depots.map((d) => (
              <li key={d.id}>
                <Link to={`/shop?depot=${d.code}`} data-testid={`depot-${d.code}`} className="block h-full rounded-2xl border border-slate-200 p-4 shadow-sm hover:border-orange-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-orange-600">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold text-slate-900">{d.city}, {d.state}</span>
                    <span className="text-xl font-extrabold text-slate-900">{d.open ? d.total : "Closed"}</span>
                  </span>
                  <span className="mt-2 block text-xs text-slate-600">
                    {d.bySize.filter((s) => s.count > 0).map((s) => `${s.value} ${s.count}`).join(" · ") || "No containers"}
                  </span>
                  <span className="mt-1 block text-xs text-slate-600">
                    {d.byCondition.filter((c) => c.count > 0).map((c) => `${c.value} ${c.count}`).join(" · ")}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export default function Inventory({ loaderData }: Route.ComponentProps) {
  const { inventory } = loaderData;
  return (
    <>
      <PageHeader eyebrow="In stock now" title="Available Container Inventory">
        {countOf(inventory.totalProducts, "product")} ready to ship from our depots, counted live from our catalog.
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        {inventory.stock && <DepotGrid stock={inventory.stock} />}
        <CountGrid title="By category" items={inventory.byCategory} href={(v) => shopHref({ category: v, page: 1 })} />
        <CountGrid title="By size" items={inventory.bySize} href={(v) => shopHref({ size: v, page: 1 })} />
        <CountGrid title="By condition (for sale)" items={inventory.byCondition} href={(v) => shopHref({ category: v, page: 1 })} />
        <div className="mt-14 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-slate-900 p-8 text-white">
          <div>
            <h2 className="text-2xl font-bold">Looking for something specific?</h2>
            <p className="mt-1 text-slate-300">Stock changes daily. Tell us the size, condition and zip code and we will check every depot.</p>
          </div>
          <ButtonLink to={QUOTE_TARGET} size="lg">Ask our team</ButtonLink>
        </div>
      </div>
    </>
  );
}
