import type { StockMoveDto, StockTransferDto } from "../../../../contract/stock";
import { Button } from "../../ui/button";

const when = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
const KIND_LABELS: Record<StockMoveDto["kind"], string> = {
  opening: "Opening balance",
  received: "Received",
  counted: "Stock count",
  sold: "Sold",
  returned: "Returned (refund)",
  rental_returned: "Rental back",
  transfer_out: "Sent",
  transfer_in: "Arrived",
  written_off: "Written off",
};
const variantOf = (m: { dimension: string | null; condition: string | null }) => [m.dimension, m.condition].filter(Boolean).join(" · ");

/** Units on the road between depots, each with its "Receive" button. */
export function InTransitCard({ transfers, busy, onReceive }: { transfers: StockTransferDto[]; busy: boolean; onReceive: (t: StockTransferDto) => void }) {
  const open = transfers.filter((t) => t.status === "in_transit");
  return (
    <section aria-labelledby="in-transit-title" className="mt-6 rounded-xl border border-slate-200 bg-white">
      <h2 id="in-transit-title" className="border-b border-slate-100 px-4 py-3 text-lg font-bold text-slate-900">In transit ({open.length})</h2>
      {!open.length && <p className="px-4 py-4 text-sm text-slate-600">No transfers on the road.</p>}
      <ul className="divide-y divide-slate-100">
        {open.map((t) => (
          <li key={t.id} className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
            <p className="min-w-0 break-words text-slate-800">
              <strong>{t.quantity} × {t.product}</strong>{variantOf(t) ? ` · ${variantOf(t)}` : ""}: {t.from} → {t.to}
              <span className="block text-xs text-slate-500">Sent {when.format(new Date(t.createdAt))}{t.sentBy ? ` by ${t.sentBy}` : ""}{t.reference ? ` · ${t.reference}` : ""}</span>
            </p>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onReceive(t)}>Receive at {t.to}</Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The latest entries of the stock ledger: what moved, where, who, and on hand after. */
export function StockLedgerCard({ moves }: { moves: StockMoveDto[] }) {
  return (
    <section aria-labelledby="ledger-title" className="mt-6 rounded-xl border border-slate-200 bg-white">
      <h2 id="ledger-title" className="border-b border-slate-100 px-4 py-3 text-lg font-bold text-slate-900">Stock ledger</h2>
      {!moves.length && <p className="px-4 py-4 text-sm text-slate-600">No stock moves yet.</p>}
      <ol className="divide-y divide-slate-100">
        {moves.map((m) => (
          <li key={m.id} className="grid gap-1 px-4 py-2.5 text-sm sm:grid-cols-[8rem_1fr_auto] sm:gap-4">
            <time dateTime={m.createdAt} className="text-xs text-slate-500">{when.format(new Date(m.createdAt))}</time>
            <p className="min-w-0 break-words text-slate-800">
              <span className="font-semibold">{KIND_LABELS[m.kind]}</span> · {m.product}{variantOf(m) ? ` · ${variantOf(m)}` : ""} · {m.depot}
              <span className="block text-xs text-slate-500">{[m.actor, m.reference, m.orderId ? `order ${m.orderId.slice(0, 8).toUpperCase()}` : ""].filter(Boolean).join(" · ")}</span>
            </p>
            <p className="text-right font-mono text-slate-900"><span className={m.quantity < 0 ? "text-red-700" : "text-green-800"}>{m.quantity > 0 ? "+" : ""}{m.quantity}</span> → {m.onHandAfter}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
