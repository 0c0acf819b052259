import type { BuilderCatalogDto, Design, DesignPriceDto, Wall } from "../../../../contract/builder";
import { WALL_LABELS, WALLS } from "../../../../contract/builder-labels";
import { formatUsd } from "../../../../contract/money";
import { Button } from "../../ui/button";
import { Field, SelectField } from "../../ui/field";
import type { EditorAction } from "./design-state";

type Props = { catalog: BuilderCatalogDto; design: Design; price: DesignPriceDto | null; selected: string | null; dispatch?: (a: EditorAction) => void };

/** Every modification with its server price, where it sits, and the controls to move or remove it by keyboard. */
export function ModificationList({ catalog, design, price, selected, dispatch }: Props) {
  const byCode = new Map(catalog.options.map((o) => [o.code, o]));
  if (!design.modifications.length) return <p className="text-sm text-slate-500">No modifications yet: add doors, windows, insulation or power.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" aria-label="Modifications">
      {design.modifications.map((m) => {
        const o = byCode.get(m.code);
        const lines = price?.lines.filter((l) => l.key === m.key) ?? [];
        const problems = price?.problems.filter((p) => p.key === m.key) ?? [];
        return (
          <li key={m.key} className={`space-y-1.5 p-2.5 text-sm ${selected === m.key ? "bg-orange-50" : ""}`} data-testid="modification">
            <div className="flex items-start justify-between gap-2">
              <div>
                <p className="font-medium text-slate-900">{o?.label ?? m.code}</p>
                {lines.map((l) => (
                  <p key={l.label} className="text-slate-600">{l.label === o?.label ? "" : `${l.label}: `}{formatUsd(l.price)}</p>
                ))}
              </div>
              {dispatch && <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "remove", key: m.key })} aria-label={`Remove ${o?.label ?? m.code}`}>Remove</Button>}
            </div>
            {dispatch && o?.placement === "wall" && (
              <div className="grid grid-cols-2 gap-2">
                <SelectField label="Wall" value={m.wall} onChange={(e) => dispatch({ type: "move", key: m.key, x: m.x ?? 48, wall: e.target.value as Wall })}>
                  {WALLS.map((w) => <option key={w} value={w}>{WALL_LABELS[w]}</option>)}
                </SelectField>
                <Field label="Centre from left corner (in)" type="number" step={1} value={m.x ?? 0} onChange={(e) => dispatch({ type: "move", key: m.key, x: Number(e.target.value) })} />
              </div>
            )}
            {dispatch && m.code === "paint" && (
              <SelectField label="Colour" value={m.color} onChange={(e) => dispatch({ type: "paint", key: m.key, color: e.target.value })}>
                {catalog.palette.map((c) => <option key={c.code} value={c.code}>{c.label}</option>)}
              </SelectField>
            )}
            {problems.map((p) => <p key={p.code} role="alert" className="font-medium text-red-700">{p.message}</p>)}
          </li>
        );
      })}
    </ul>
  );
}

/** The server's total and lead time, with the rule problems that are not tied to one modification. */
export function PriceSummary({ price, pending, failed }: { price: DesignPriceDto | null; pending: boolean; failed: boolean }) {
  const general = price?.problems.filter((p) => !p.key) ?? [];
  return (
    <div className="rounded-lg bg-slate-900 p-4 text-white" aria-live="polite">
      <p className="text-sm text-slate-300">Total {pending ? "(updating…)" : ""}</p>
      <p className="text-3xl font-bold" data-testid="builder-total">{price ? formatUsd(price.price) : "—"}</p>
      {price && <p className="text-sm text-slate-300" data-testid="builder-lead-time">Ready in {price.leadTimeDays} business days</p>}
      {failed && <p className="mt-2 text-sm text-amber-300">The price could not be updated. Check your connection.</p>}
      {price && price.problems.length > 0 && (
        <p className="mt-2 text-sm font-semibold text-amber-300">{price.problems.length === 1 ? "1 problem to fix" : `${price.problems.length} problems to fix`} before ordering</p>
      )}
      {general.map((p) => <p key={p.code} role="alert" className="mt-1 text-sm text-amber-200">{p.message}</p>)}
    </div>
  );
}
