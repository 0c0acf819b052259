import { formatDate, formatUsd } from "../../../../contract/money";
import type { OfferDto, SavedOfferDto } from "../../../../contract/offers";
import { OFFER_STATUS_LABEL, termsText } from "../../dashboard/offers/offer-terms";
import { Button } from "../../ui/button";

type Props = { offers: SavedOfferDto[]; busyId: string | null; onSend: (o: SavedOfferDto) => void; onReissue: (o: OfferDto) => void };

/** Offers with their next step: send a draft, re-issue an expired (or open) one. Cards on phones, a table above. */
export function OffersTable({ offers, busyId, onSend, onReissue }: Props) {
  const action = (o: SavedOfferDto) =>
    o.status === "draft" ? (
      <Button size="sm" onClick={() => onSend(o)} disabled={busyId === o.id}>Send</Button>
    ) : o.status === "sent" || o.status === "expired" ? (
      <Button size="sm" variant="secondary" onClick={() => onReissue(o)} disabled={busyId === o.id}>Re-issue</Button>
    ) : null;
  return (
    <>
      <ul className="divide-y divide-slate-100 lg:hidden">
        {offers.map((o) => (
          <li key={o.id} className="space-y-2 px-4 py-4">
            <div className="flex items-start justify-between gap-3">
              <p><span className="block font-mono font-bold">{o.number}</span><span className="block text-sm text-slate-600">{o.customerName}</span></p>
              <p className="text-right"><span className="block font-semibold">{formatUsd(o.total)}</span><span className="block text-xs font-semibold text-orange-700 uppercase">{OFFER_STATUS_LABEL[o.status]}</span></p>
            </div>
            <p className="text-xs text-slate-600">{termsText(o)} · until {formatDate(o.expiresOn)}</p>
            {action(o)}
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm lg:table">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">Offer</th>
            <th scope="col" className="px-4 py-3">Customer</th>
            <th scope="col" className="px-4 py-3">Terms</th>
            <th scope="col" className="px-4 py-3">Valid until</th>
            <th scope="col" className="px-4 py-3 text-right">Total</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3 text-right">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {offers.map((o) => (
            <tr key={o.id}>
              <td className="px-4 py-3 font-mono font-bold">{o.number}</td>
              <td className="px-4 py-3"><span className="block font-medium">{o.customerName}</span><span className="block text-xs text-slate-500">{o.email}</span></td>
              <td className="px-4 py-3 text-slate-600">{termsText(o)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(o.expiresOn)}</td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap">{formatUsd(o.total)}</td>
              <td className="px-4 py-3">{OFFER_STATUS_LABEL[o.status]}{o.declineReason && <span className="block max-w-48 truncate text-xs text-slate-500" title={o.declineReason}>{o.declineReason}</span>}</td>
              <td className="px-4 py-3 text-right">{action(o)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
