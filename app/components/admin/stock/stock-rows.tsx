import { Button } from "../../ui/button";
import { type AdminStockRow, LOW_STOCK_THRESHOLD } from "../../../../contract/stock";

const variant = (r: AdminStockRow) => [r.dimension, r.condition].filter(Boolean).join(" · ") || "—";
const tone = (available: number) => (available === 0 ? "text-red-700" : available <= LOW_STOCK_THRESHOLD ? "text-amber-700" : "text-slate-900");
const rowKey = (r: AdminStockRow) => `${r.productId}|${r.dimension}|${r.condition}|${r.depotId}`;

/** Stock rows as a table; below 640 px each row is a card, so product, variant, depot and quantities need no sideways scroll. */
export function StockRows({ rows, onMove }: { rows: AdminStockRow[]; onMove: (row: AdminStockRow) => void }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <ul aria-label="Stock rows" className="divide-y divide-slate-100 sm:hidden">
        {rows.map((r) => (
          <li key={rowKey(r)} className="px-4 py-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-medium break-words text-slate-900">{r.name}<span className="block text-xs font-normal text-slate-500">{r.sku}</span></p>
              <p className={`shrink-0 text-right text-lg font-bold ${tone(r.available)}`}>{r.available}<span className="block text-xs font-normal text-slate-500">for sale</span></p>
            </div>
            <p className="text-slate-700">{variant(r)}</p>
            <p className="text-slate-700">{r.depot} · {r.onHand} on hand · {r.reserved} held{r.inTransit ? ` · ${r.inTransit} in transit` : ""}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => onMove(r)}>Move stock</Button>
          </li>
        ))}
        {!rows.length && <li className="px-4 py-6 text-center text-slate-600">Nothing matches these filters.</li>}
      </ul>
      <table className="hidden min-w-full text-left text-sm sm:table">
        <thead className="bg-slate-50 text-slate-600">
          <tr><th className="px-3 py-2">Product</th><th className="px-3 py-2">Variant</th><th className="px-3 py-2">Depot</th><th className="px-3 py-2 text-right">On hand</th><th className="px-3 py-2 text-right">Held</th><th className="px-3 py-2 text-right">For sale</th><th className="px-3 py-2 text-right">In transit</th><th className="px-3 py-2"><span className="sr-only">Actions</span></th></tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={rowKey(r)}>
              <td className="px-3 py-2 font-medium text-slate-900">{r.name}<span className="block text-xs text-slate-500">{r.sku}</span></td>
              <td className="px-3 py-2 text-slate-700">{variant(r)}</td>
              <td className="px-3 py-2 text-slate-700">{r.depot}</td>
              <td className="px-3 py-2 text-right">{r.onHand}</td>
              <td className="px-3 py-2 text-right">{r.reserved}</td>
              <td className={`px-3 py-2 text-right font-bold ${tone(r.available)}`}>{r.available}</td>
              <td className="px-3 py-2 text-right text-slate-700">{r.inTransit || "—"}</td>
              <td className="px-3 py-2 text-right"><Button size="sm" variant="secondary" onClick={() => onMove(r)} aria-label={`Move stock: ${r.name}, ${variant(r)}, ${r.depot}`}>Move</Button></td>
            </tr>
          ))}
          {!rows.length && <tr><td colSpan={8} className="px-3 py-6 text-center text-slate-600">Nothing matches these filters.</td></tr>}
        </tbody>
      </table>
    </div>
  );
}
