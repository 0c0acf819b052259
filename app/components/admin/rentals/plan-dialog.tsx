import { useState } from "react";
import type { AdminRentalPlan, RentalPlanInput } from "../../../../contract/rentals";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field } from "../../ui/field";

type Form = Record<"minTermMonths" | "deposit" | "waiver" | "crane" | "tiltBed" | "flatbed" | "creditPercent" | "purchasePrice", string>;

const toForm = (p: AdminRentalPlan): Form => ({
  minTermMonths: String(p.minTermMonths),
  deposit: String(p.deposit),
  waiver: p.damageWaiver === null ? "" : String(p.damageWaiver),
  crane: String(p.pickupFees.crane),
  tiltBed: String(p.pickupFees["tilt-bed"]),
  flatbed: String(p.pickupFees.flatbed),
  creditPercent: p.rentToOwn ? String(p.rentToOwn.creditPercent) : "",
  purchasePrice: p.rentToOwn ? String(p.rentToOwn.purchasePrice) : "",
});

/** Empty waiver: not offered; empty rent-to-own fields: the unit cannot be bought out. */
export function planInput(f: Form): RentalPlanInput {
  return {
    minTermMonths: Number(f.minTermMonths),
    deposit: Number(f.deposit),
    damageWaiver: f.waiver.trim() === "" ? null : Number(f.waiver),
    pickupFees: { crane: Number(f.crane), "tilt-bed": Number(f.tiltBed), flatbed: Number(f.flatbed) },
    rentToOwn: f.creditPercent.trim() === "" && f.purchasePrice.trim() === "" ? null : { creditPercent: Number(f.creditPercent), purchasePrice: Number(f.purchasePrice) },
  };
}

/** Edits one product's rental plan; the monthly rate per size stays the product's variant price. */
export function PlanDialog({ plan, busy, errors, onClose, onSave }: { plan: AdminRentalPlan; busy: boolean; errors: Record<string, string>; onClose: () => void; onSave: (input: RentalPlanInput) => void }) {
  const [form, setForm] = useState(() => toForm(plan));
  const field = (key: keyof Form, label: string, hint?: string, error?: string) => (
    <Field label={label} hint={hint} inputMode="decimal" value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })} error={error} />
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Rental plan: ${plan.productName}`}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>Cancel</Button>
          <Button onClick={() => onSave(planInput(form))} disabled={busy}>{busy ? "Saving..." : "Save plan"}</Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-slate-600">The monthly rate of each size is its price in Products. Amounts in dollars.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("minTermMonths", "Minimum term (months)", undefined, errors.minTermMonths)}
        {field("deposit", "Refundable deposit", undefined, errors.deposit)}
        {field("waiver", "Damage waiver per month", "Leave empty if not offered", errors.damageWaiver)}
        {field("tiltBed", "Pick-up fee, tilt-bed", undefined, errors["pickupFees.tilt-bed"])}
        {field("flatbed", "Pick-up fee, flatbed", undefined, errors["pickupFees.flatbed"])}
        {field("crane", "Pick-up fee, crane", undefined, errors["pickupFees.crane"])}
        {field("creditPercent", "Rent-to-own: % of rent credited", "Both empty: no rent-to-own", errors["rentToOwn.creditPercent"])}
        {field("purchasePrice", "Rent-to-own: purchase price", undefined, errors["rentToOwn.purchasePrice"])}
      </div>
    </Dialog>
  );
}
