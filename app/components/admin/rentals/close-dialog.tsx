import { useState } from "react";
import { formatUsd } from "../../../../contract/money";
import type { AdminRentalDto, CloseRentalInput } from "../../../../contract/rentals";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { CheckboxField, Field, TextAreaField } from "../../ui/field";

/**
 * End a rental or close it out: billing stops, "collected" puts the unit back in its depot's stock, and the
 * deposit is refunded through the payment provider less what the yard keeps (with a reason). The server
 * refuses a second settlement; this only gathers the admin's answer.
 */
export function CloseRentalDialog({ rental: r, busy, errors, onClose, onSubmit }: { rental: AdminRentalDto; busy: boolean; errors: Record<string, string>; onClose: () => void; onSubmit: (input: CloseRentalInput) => void }) {
  const bought = r.endReason === "bought";
  const [collected, setCollected] = useState(!bought && (r.status === "pickup_scheduled" || r.endReason === "picked up"));
  const [deduction, setDeduction] = useState("0");
  const [reason, setReason] = useState("");
  const settled = r.depositSettlement !== null;
  const kept = Number(deduction) || 0;
  return (
    <Dialog
      open
      onClose={onClose}
      tone="warning"
      size="md"
      title={r.status === "ended" ? "Close out rental" : "End rental"}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>Cancel</Button>
          <Button variant="danger" disabled={busy} onClick={() => onSubmit({ collected, deduction: settled ? 0 : kept, reason: reason.trim() || undefined })}>
            {busy ? "Saving..." : r.status === "ended" ? "Close out" : "End rental"}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        {r.customer.name}’s {r.productName}.{r.status !== "ended" ? " No further cycles are billed; open invoices stay as they are." : ""}
      </p>
      {!bought && !r.collectedAt && (
        <CheckboxField className="mt-4" label="Container collected: put the unit back in its depot's stock" checked={collected} onChange={(e) => setCollected(e.currentTarget.checked)} />
      )}
      {errors.collected && <p role="alert" className="mt-1 text-sm text-red-700">{errors.collected}</p>}
      {settled ? (
        <p className="mt-4 text-sm text-slate-700">Deposit already settled: {formatUsd(r.depositSettlement!.refund)} refunded.</p>
      ) : (
        <>
          <Field className="mt-4" label={`Kept from the ${formatUsd(r.deposit)} deposit ($)`} type="number" min={0} max={r.deposit} step="0.01" inputMode="decimal" value={deduction} onChange={(e) => setDeduction(e.currentTarget.value)} error={errors.deduction} hint="0 refunds the whole deposit" />
          {kept > 0 && <TextAreaField className="mt-3" label="Reason for keeping it" rows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={errors.reason} required />}
          <p className="mt-3 text-sm font-semibold text-slate-900" data-testid="deposit-refund">
            Refund to the customer's card: {formatUsd(Math.max(0, Math.round((r.deposit - kept) * 100)) / 100)}
          </p>
        </>
      )}
      {errors.rental && <p role="alert" className="mt-2 text-sm text-red-700">{errors.rental}</p>}
    </Dialog>
  );
}
