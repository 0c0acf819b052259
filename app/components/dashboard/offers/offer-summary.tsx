import { formatDeliveryDate } from "../../../../contract/delivery-booking";
import { formatDate, formatUsd } from "../../../../contract/money";
import type { OfferDto } from "../../../../contract/offers";
import { termsText } from "./offer-terms";

/** The offer's lines and totals, as the PDF shows them. */
export function OfferSummary({ offer: o }: { offer: OfferDto }) {
  const rows: [string, string][] = [["Subtotal", formatUsd(o.subtotal)]];
  if (o.discount > 0) rows.push(["Discount", `-${formatUsd(o.discount)}`]);
  rows.push(["Delivery", formatUsd(o.delivery)], [`Sales tax${o.shipToState ? ` (${o.shipToState}, ${o.taxRatePercent}%)` : ""}`, formatUsd(o.tax)]);
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {o.lines.map((l, i) => (
          <li key={i} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
            <span>
              <span className="block font-medium text-slate-900">{l.name}</span>
              {(l.dimension || l.condition) && <span className="block text-slate-600">{[l.dimension, l.condition].filter(Boolean).join(" · ")}</span>}
              <span className="block text-slate-600">{l.quantity} × {formatUsd(l.unitPrice)}</span>
            </span>
            <span className="font-semibold">{formatUsd(l.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="ml-auto max-w-xs space-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-4"><dt className="text-slate-600">{k}</dt><dd>{v}</dd></div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 text-base font-bold"><dt>Total</dt><dd>{formatUsd(o.total)}</dd></div>
      </dl>
      <p className="rounded-lg bg-slate-50 p-3 text-sm"><strong>Payment:</strong> {termsText(o)}. Valid until {formatDate(o.expiresOn)}.</p>
      {o.deliveryOn && <p className="text-sm text-slate-700"><strong>Planned delivery:</strong> {formatDeliveryDate(o.deliveryOn)}</p>}
      {o.notes && <p className="text-sm whitespace-pre-line text-slate-700"><strong>Notes:</strong> {o.notes}</p>}
    </div>
  );
}
