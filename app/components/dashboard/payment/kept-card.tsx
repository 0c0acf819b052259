import { type SavedCardDto, savedCardLabel } from "../../../../contract/saved-cards";
import { Button } from "../../ui/button";

/**
 * A card the payment provider keeps (a rental's card, ADR 082): no holder or expiry of ours to show, only what
 * identifies it and the rentals billed on it. Offered as "Pay with …" at checkout.
 */
export function KeptCard({ card, busy, onDelete }: { card: SavedCardDto; busy: boolean; onDelete: () => void }) {
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 p-3" data-testid="kept-card">
      <div className="rounded-lg bg-gradient-to-br from-blue-900 to-blue-700 p-4 text-white shadow">
        <div className="flex items-center justify-between">
          <span className="font-bold tracking-wide">{savedCardLabel(card).split(" •")[0]}</span>
          <span className="rounded-full bg-white/20 px-2 py-0.5 text-xs font-semibold">Saved at checkout</span>
        </div>
        <p className="mt-6 font-mono text-lg tracking-widest" aria-label={`Card ending in ${card.last4 ?? "unknown"}`}>•••• {card.last4 ?? "????"}</p>
        <p className="mt-3 text-sm text-white/90">Kept by the payment provider</p>
      </div>
      <div className="mt-3 text-sm text-slate-700">
        {card.rentals.length ? (
          <p>Billed monthly for {card.rentals.map((r) => r.productName).join(", ")}.</p>
        ) : (
          <p>Offered when you pay.</p>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onDelete} disabled={busy}>Remove</Button>
      </div>
    </article>
  );
}
