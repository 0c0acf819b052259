import { useState } from "react";
import type { PaymentMethodDto } from "../../../../contract/payment-methods";
import { Button } from "../../ui/button";
import { CARD_LABELS } from "./card-rules";

type Props = { card: PaymentMethodDto; busy: boolean; onDefault: () => void; onDelete: () => void };

const BRAND_TONES: Record<string, string> = {
  visa: "from-blue-900 to-blue-700",
  mastercard: "from-slate-900 to-orange-700",
  amex: "from-sky-800 to-cyan-600",
  discover: "from-orange-700 to-amber-500",
};

/** A saved card: brand, last four, holder, expiry; details add the billing address and a longer mask. */
export function SavedCard({ card, busy, onDefault, onDelete }: Props) {
  const [open, setOpen] = useState(false);
  const expiry = `${String(card.expiryMonth).padStart(2, "0")}/${String(card.expiryYear).slice(-2)}`;
  const b = card.billingAddress;
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 p-3" data-testid="saved-card">
      <div className={`rounded-lg bg-gradient-to-br p-4 text-white shadow ${BRAND_TONES[card.cardType] ?? "from-slate-800 to-slate-600"}`}>
        <div className="flex items-center justify-between">
          <span className="font-bold tracking-wide">{CARD_LABELS[card.cardType]}</span>
          {card.isDefault && <span className="rounded-full bg-white/20 px-2 py-0.5 text-xs font-semibold">Default</span>}
        </div>
        <p className="mt-6 font-mono text-lg tracking-widest" aria-label={`Card ending in ${card.lastFourDigits}`}>
          {open ? `•••• •••• •••• ${card.lastFourDigits}` : `•••• ${card.lastFourDigits}`}
        </p>
        <div className="mt-3 flex justify-between text-sm text-white/90">
          <span className="truncate">{card.cardholderName}</span>
          <span>Exp {expiry}</span>
        </div>
      </div>
      {open && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="card-details">
          <p className="font-semibold text-slate-900">Billing address</p>
          {b && b.street ? (
            <p>{b.street}, {b.city}, {b.state} {b.postalCode}, {b.country}</p>
          ) : (
            <p>No billing address on file.</p>
          )}
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>{open ? "Hide details" : "Show details"}</Button>
        {!card.isDefault && <Button variant="secondary" size="sm" onClick={onDefault} disabled={busy}>Set as default</Button>}
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onDelete} disabled={busy}>Remove</Button>
      </div>
    </article>
  );
}
