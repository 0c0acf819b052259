import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { CATEGORY_OPTIONS } from "../../../contract/catalog-options";
import type { PublicDepot } from "../../../contract/depots";
import { type AdminStockList, type AdminStockRow, LOW_STOCK_THRESHOLD } from "../../../contract/stock";
import { StockCsvTools } from "../../components/admin/stock/stock-csv-tools";
import { ApiError } from "../../lib/api";
import { browserApi } from "../../lib/browser-api";

export function meta() {
  return [{ title: "Stock | Admin" }, { name: "robots", content: "noindex" }];
}

const field = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";
const variant = (r: AdminStockRow) => [r.dimension, r.condition].filter(Boolean).join(" · ") || "—";
const tone = (available: number) => (available === 0 ? "text-red-700" : available <= LOW_STOCK_THRESHOLD ? "text-amber-700" : "text-slate-900");

/** /admin/stock — variant × depot rows, emptiest first; filters live in the URL. */
export default function AdminStockPage() {
  const [params, setParams] = useSearchParams();
  const q = { depotId: params.get("depotId") ?? "", category: params.get("category") ?? "", search: params.get("search") ?? "", lowOnly: params.get("lowOnly") ?? "true", page: Number(params.get("page")) || 1 };
  const [depots, setDepots] = useState<PublicDepot[]>([]);
  const [answer, setAnswer] = useState<{ key: string; data?: AdminStockList; error?: string } | null>(null);
  const [reloads, setReloads] = useState(0);
  const key = JSON.stringify([q, reloads]);
  useEffect(() => {
    browserApi.get<PublicDepot[]>("/depots").then((r) => setDepots(r.data)).catch(() => undefined);
  }, []);
  useEffect(() => {
    let live = true;
    const query = JSON.parse(key)[0] as typeof q;
    browserApi
      .get<AdminStockList>("/admin/stock", { ...query, lowOnly: query.lowOnly === "true" ? "true" : undefined })
      .then((r) => live && setAnswer({ key, data: r.data }))
      .catch((err: unknown) => live && setAnswer({ key, error: err instanceof ApiError ? err.message : "An error occurred" }));
    return () => {
      live = false;
    };
  }, [key]);
  const set = (k: string, v: string) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (v) out.set(k, v);
      else out.delete(k);
      if (k !== "page") out.delete("page");
      return out;
    }, { replace: true });
  const data = answer?.data;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Stock</h1>
          <p className="mt-1 text-sm text-slate-600">
            {data ? `${data.summary.zero} sold out · ${data.summary.low} low (2 or fewer)` : "Units for sale per variant and depot."}
          </p>
        </div>
        <StockCsvTools onImported={() => setReloads((n) => n + 1)} />
      </div>
      <div className="mt-6 grid gap-3 sm:grid-cols-4">
        <input aria-label="Search products" type="search" defaultValue={q.search} placeholder="Name or SKU" className={field} onChange={(e) => set("search", e.target.value.trim())} />
        <select aria-label="Depot" value={q.depotId} onChange={(e) => set("depotId", e.target.value)} className={field}>
          <option value="">All depots</option>
          {depots.map((d) => <option key={d.id} value={d.id}>{d.city}, {d.state}{d.open ? "" : " (closed)"}</option>)}
        </select>
        <select aria-label="Category" value={q.category} onChange={(e) => set("category", e.target.value)} className={field}>
          <option value="">All categories</option>
          {CATEGORY_OPTIONS.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={q.lowOnly === "true"} onChange={(e) => set("lowOnly", e.target.checked ? "true" : "false")} className="size-4 accent-orange-600" />
          Low and sold out only
        </label>
      </div>
      {answer?.error && <p role="alert" className="mt-4 text-sm text-red-700">{answer.error}</p>}
      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        {/* Below 640 px each row is a card: product, variant, depot and quantities without scrolling sideways. */}
        <ul aria-label="Stock rows" className="divide-y divide-slate-100 sm:hidden">
          {data?.rows.map((r) => (
            <li key={`${r.productId}|${r.dimension}|${r.condition}|${r.depotId}`} className="px-4 py-3 text-sm">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-medium break-words text-slate-900">{r.name}<span className="block text-xs font-normal text-slate-500">{r.sku}</span></p>
                <p className={`shrink-0 text-right text-lg font-bold ${tone(r.available)}`}>{r.available}<span className="block text-xs font-normal text-slate-500">for sale</span></p>
              </div>
              <p className="text-slate-700">{variant(r)}</p>
              <p className="text-slate-700">{r.depot} · {r.onHand} on hand · {r.reserved} held</p>
            </li>
          ))}
          {data && !data.rows.length && <li className="px-4 py-6 text-center text-slate-600">Nothing matches these filters.</li>}
        </ul>
        <table className="hidden min-w-full text-left text-sm sm:table">
          <thead className="bg-slate-50 text-slate-600">
            <tr><th className="px-3 py-2">Product</th><th className="px-3 py-2">Variant</th><th className="px-3 py-2">Depot</th><th className="px-3 py-2 text-right">On hand</th><th className="px-3 py-2 text-right">Held</th><th className="px-3 py-2 text-right">For sale</th></tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data?.rows.map((r) => (
              <tr key={`${r.productId}|${r.dimension}|${r.condition}|${r.depotId}`}>
                <td className="px-3 py-2 font-medium text-slate-900">{r.name}<span className="block text-xs text-slate-500">{r.sku}</span></td>
                <td className="px-3 py-2 text-slate-700">{variant(r)}</td>
                <td className="px-3 py-2 text-slate-700">{r.depot}</td>
                <td className="px-3 py-2 text-right">{r.onHand}</td>
                <td className="px-3 py-2 text-right">{r.reserved}</td>
                <td className={`px-3 py-2 text-right font-bold ${tone(r.available)}`}>{r.available}</td>
              </tr>
            ))}
            {data && !data.rows.length && <tr><td colSpan={6} className="px-3 py-6 text-center text-slate-600">Nothing matches these filters.</td></tr>}
          </tbody>
        </table>
      </div>
      {data && data.pagination.totalPages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
          <button type="button" disabled={q.page <= 1} onClick={() => set("page", String(q.page - 1))} className="rounded-lg border px-3 py-1 disabled:opacity-40">Previous</button>
          <span>Page {data.pagination.currentPage} of {data.pagination.totalPages}</span>
          <button type="button" disabled={q.page >= data.pagination.totalPages} onClick={() => set("page", String(q.page + 1))} className="rounded-lg border px-3 py-1 disabled:opacity-40">Next</button>
        </nav>
      )}
    </div>
  );
}
