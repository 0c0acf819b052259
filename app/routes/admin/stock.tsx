import { useState } from "react";
import { useFetcher, useRevalidator, useSearchParams } from "react-router";
import type { AdminStockRow } from "../../../contract/stock";
import { InTransitCard, StockLedgerCard } from "../../components/admin/stock/stock-ledger-cards";
import { type StockMoveIntent, StockMoveDialog } from "../../components/admin/stock/stock-move-dialog";
import { Alert } from "../../components/ui/alert";
import { type ActionResult, actionInput, attempt, submitJson, useOnSuccess } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import { CATEGORY_OPTIONS } from "../../../contract/catalog-options";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { StockCsvTools } from "../../components/admin/stock/stock-csv-tools";
import { StockRows } from "../../components/admin/stock/stock-rows";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { Button } from "../../components/ui/button";
import { client } from "../../lib/browser-api";
import { load } from "../../lib/route-action";
import type { Route } from "./+types/stock";

export const meta = () => adminMeta("Stock");

/** The filters live in the URL; "low and sold out only" is on until unticked (lowOnly=false). */
const filtersOf = (params: URLSearchParams) => ({
  depotId: params.get("depotId") ?? "",
  category: params.get("category") ?? "",
  search: params.get("search") ?? "",
  lowOnly: params.get("lowOnly") !== "false",
  page: Number(params.get("page")) || 1,
});

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const f = filtersOf(new URL(request.url).searchParams);
  const query = { depotId: f.depotId || undefined, category: f.category || undefined, search: f.search || undefined, lowOnly: f.lowOnly ? ("true" as const) : undefined, page: String(f.page) };
  const [stock, depots, transfers, moves] = await Promise.all([
    load(client.admin.stock.$get({ query })),
    load(client.depots.$get()),
    load(client.admin.stock.transfers.$get({ query: { status: "in_transit" } })),
    load(client.admin.stock.moves.$get({ query: { limit: "20" } })),
  ]);
  return { stock, depots, transfers, moves };
}

type StockPageIntent = StockMoveIntent | { intent: "receive"; transferId: string; to: string };

/** The moves of ADR 088: send to another depot, receive new units, write off, and take a transfer in. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const input = await actionInput<StockPageIntent>(request);
  if (input.intent === "receive") return attempt(() => call(client.admin.stock.transfers[":id"].receive.$post({ param: { id: input.transferId } })), `Received at ${input.to}: the units are on hand.`);
  const { row, quantity, reference } = input;
  const variant = { productId: row.productId, dimensionId: row.dimensionId, conditionId: row.conditionId };
  if (input.intent === "transfer") return attempt(() => call(client.admin.stock.transfers.$post({ json: { ...variant, fromDepotId: row.depotId, toDepotId: input.toDepotId, quantity, reference } })), `${quantity} × ${row.name} sent from ${row.depot}: in transit.`);
  if (input.intent === "receipt") return attempt(() => call(client.admin.stock.receipts.$post({ json: { ...variant, depotId: row.depotId, quantity, reference } })), `${quantity} × ${row.name} received at ${row.depot}.`);
  return attempt(() => call(client.admin.stock["write-offs"].$post({ json: { ...variant, depotId: row.depotId, quantity, reference } })), `${quantity} × ${row.name} written off at ${row.depot}.`);
}

export const ErrorBoundary = () => <AdminRouteError title="Stock" />;

const field = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

/** /admin/stock — variant × depot rows, emptiest first. */
export default function AdminStockPage({ loaderData: { stock, depots, transfers, moves } }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const [moving, setMoving] = useState<AdminStockRow | null>(null);
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useOnSuccess(answer, () => setMoving(null));
  const { revalidate } = useRevalidator();
  const q = filtersOf(params);
  const set = (k: string, v: string) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (v) out.set(k, v);
      else out.delete(k);
      if (k !== "page") out.delete("page");
      return out;
    }, { replace: true });
  const { summary, pagination } = stock;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Stock</h1>
          <p className="mt-1 text-sm text-slate-600">{summary.zero} sold out · {summary.low} low (2 or fewer)</p>
        </div>
        <StockCsvTools onImported={() => void revalidate()} />
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
          <input type="checkbox" checked={q.lowOnly} onChange={(e) => set("lowOnly", e.target.checked ? "true" : "false")} className="size-4 accent-orange-600" />
          Low and sold out only
        </label>
      </div>
      {answer && !moving && <Alert tone={answer.ok ? "success" : "error"} className="mt-4">{answer.text}</Alert>}
      <StockRows rows={stock.rows} onMove={setMoving} />
      {pagination.totalPages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
          <Button variant="secondary" size="sm" disabled={q.page <= 1} onClick={() => set("page", String(q.page - 1))}>Previous</Button>
          <span>Page {pagination.currentPage} of {pagination.totalPages}</span>
          <Button variant="secondary" size="sm" disabled={q.page >= pagination.totalPages} onClick={() => set("page", String(q.page + 1))}>Next</Button>
        </nav>
      )}
      <InTransitCard transfers={transfers} busy={busy} onReceive={(t) => void fetcher.submit({ intent: "receive", transferId: t.id, to: t.to }, submitJson)} />
      <StockLedgerCard moves={moves} />
      <StockMoveDialog key={moving ? `${moving.productId}${moving.depotId}${moving.dimensionId}${moving.conditionId}` : "none"} row={moving} depots={depots} busy={busy} errors={answer && !answer.ok ? answer.errors : {}} onClose={() => setMoving(null)} onSubmit={(m) => void fetcher.submit(m, submitJson)} />
    </div>
  );
}
