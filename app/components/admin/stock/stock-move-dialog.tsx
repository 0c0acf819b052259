import { type FormEvent, useState } from "react";
import type { AdminStockRow } from "../../../../contract/stock";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field, SelectField } from "../../ui/field";

export type StockMoveMode = "transfer" | "receipt" | "writeoff";
export type StockMoveIntent = { intent: StockMoveMode; row: AdminStockRow; toDepotId: string; quantity: number; reference: string };

const MODES: { value: StockMoveMode; label: string; reference: string }[] = [
  { value: "transfer", label: "Send to another depot", reference: "Reference (optional)" },
  { value: "receipt", label: "Receive new units here", reference: "Delivery note or purchase order" },
  { value: "writeoff", label: "Write off (damaged, scrapped)", reference: "Reason" },
];

/** One dialog for the three moves an admin makes on a stock row (ADR 088); the server checks the quantities. */
export function StockMoveDialog({ row, depots, busy, errors, onClose, onSubmit }: {
  row: AdminStockRow | null;
  depots: { id: string; city: string; state: string; open: boolean }[];
  busy: boolean;
  errors: Record<string, string>;
  onClose: () => void;
  onSubmit: (move: StockMoveIntent) => void;
}) {
  const [mode, setMode] = useState<StockMoveMode>("transfer");
  const [toDepotId, setTo] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [reference, setReference] = useState("");
  if (!row) return null;
  const others = depots.filter((d) => d.id !== row.depotId && d.open);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ intent: mode, row, toDepotId: toDepotId || others[0]?.id || "", quantity: Number(quantity), reference });
  };
  const variant = [row.dimension, row.condition].filter(Boolean).join(" · ");
  return (
    <Dialog open onClose={onClose} title="Move stock" size="md" actions={<Button type="submit" form="stock-move-form" disabled={busy}>{busy ? "Saving..." : "Save move"}</Button>}>
      <form id="stock-move-form" onSubmit={submit} className="space-y-4" noValidate>
        <p className="text-sm break-words text-slate-700"><strong className="text-slate-900">{row.name}</strong>{variant ? ` · ${variant}` : ""} at {row.depot}: {row.onHand} on hand, {row.reserved} held, {row.available} free.</p>
        <SelectField label="Move" value={mode} onChange={(e) => setMode(e.target.value as StockMoveMode)}>
          {MODES.map((m) => <option key={m.value} value={m.value}>{m.label}</option>)}
        </SelectField>
        {mode === "transfer" && (
          <SelectField label="To depot" value={toDepotId || others[0]?.id || ""} error={errors.toDepotId} onChange={(e) => setTo(e.target.value)}>
            {others.map((d) => <option key={d.id} value={d.id}>{d.city}, {d.state}</option>)}
          </SelectField>
        )}
        <Field label="Units" type="number" inputMode="numeric" min={1} required value={quantity} error={errors.quantity} onChange={(e) => setQuantity(e.target.value)} />
        <Field label={MODES.find((m) => m.value === mode)?.reference ?? "Reference"} required={mode !== "transfer"} value={reference} error={errors.reference} onChange={(e) => setReference(e.target.value)} />
      </form>
    </Dialog>
  );
}
