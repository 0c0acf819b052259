import type { AbandonedCheckoutDto } from "../../../../contract/operations";
import { formatUsd } from "../../../../contract/money";
import { Card } from "../ui/page-header";
import { StatusPill } from "../ui/status";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Checkouts opened and never paid: not orders, but worth a call to the customer. */
export function AbandonedCheckoutsCard({ list }: { list: AbandonedCheckoutDto[] }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-slate-900">Abandoned checkouts</h2>
      <p className="mb-3 text-sm text-slate-600">Payment pages opened and never paid. They are not counted as orders; an expired one was closed automatically.</p>
      {list.length === 0 && <p className="py-4 text-sm text-slate-600">No abandoned checkouts.</p>}
      {list.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {list.map((a) => (
            <li key={a.orderId} className="py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  {a.customer.name}{" "}
                  <a href={`mailto:${a.customer.email}`} className="font-normal text-slate-600 hover:text-orange-700 hover:underline">{a.customer.email}</a>
                </p>
                <div className="flex items-center gap-3">
                  <span className="font-semibold text-slate-900">{formatUsd(a.total)}</span>
                  <StatusPill status={a.state} />
                </div>
              </div>
              <p className="text-sm text-slate-600">Started {when(a.createdAt)}{a.invoiceNumber ? ` · invoice ${a.invoiceNumber}` : ""}</p>
              <ul className="mt-1 text-sm text-slate-700">
                {a.items.map((i, n) => <li key={n}>{i.quantity} × {i.name} — {formatUsd(i.total)}</li>)}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
