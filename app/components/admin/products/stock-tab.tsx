import { useEffect, useState } from "react";
import type { StockGrid } from "../../../../contract/stock";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { SelectField, controlClass } from "../../ui/field";
import { Spinner } from "../../ui/spinner";
import { errorText, fieldErrorsOf } from "../ui/errors";

type Variant = StockGrid["variants"][number];
type Depot = StockGrid["depots"][number];
const cellKey = (v: Variant, depotId: string) => JSON.stringify([v.dimension, v.condition, depotId]);
const variantLabel = (v: Variant) => [v.dimension, v.condition].filter(Boolean).join(" · ") || "Standard";

/** What the grid holds: quantities as typed (text), and what open checkouts hold per cell (read-only). */
type Grid = { variants: Variant[]; depots: Depot[]; typed: Record<string, string>; reserved: Record<string, number> };

function gridOf(data: StockGrid): Grid {
  const typed: Record<string, string> = {};
  const reserved: Record<string, number> = {};
  for (const v of data.variants) for (const d of data.depots) typed[cellKey(v, d.id)] = "0";
  for (const c of data.stock) {
    typed[cellKey(c, c.depotId)] = String(c.quantity);
    reserved[cellKey(c, c.depotId)] = c.reserved;
  }
  return { variants: data.variants, depots: data.depots, typed, reserved };
}

/** The client's hint (the server judges again): a whole number, not below what checkouts already hold. */
function problemOf(text: string, held: number): string | undefined {
  if (!/^\d+$/.test(text.trim())) return "Enter a whole number, 0 or more";
  if (Number(text) < held) return `${held} held by open checkouts; cannot be lower`;
  return undefined;
}

/** The product's variant × depot grid (GET/PUT /admin/products/{id}/stock), saved on its own, whole grid at once. */
export function StockTab({ productId }: { productId: string }) {
  const [grid, setGrid] = useState<Grid | null>(null);
  const [variantAt, setVariantAt] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    call(client.admin.products[":id"].stock.$get({ param: { id: productId } })).then(
      (data) => live && setGrid(gridOf(data)),
      (err: unknown) => live && setNotice({ tone: "error", text: errorText(err, "Failed to load stock") }),
    );
    return () => {
      live = false;
    };
  }, [productId]);

  if (!grid) return notice ? <Alert tone="error">{notice.text}</Alert> : <Spinner label="Loading stock..." />;
  const variant = grid.variants[Math.min(variantAt, grid.variants.length - 1)];
  const keys = grid.variants.flatMap((v) => grid.depots.map((d) => ({ v, d, key: cellKey(v, d.id) })));
  const unitsOf = (v: Variant) => grid.depots.reduce((n, d) => n + (Number(grid.typed[cellKey(v, d.id)]) || 0), 0);
  const problemsOf = (v: Variant) => grid.depots.filter((d) => errors[cellKey(v, d.id)]).length;

  async function save() {
    if (!grid) return;
    setNotice(null);
    const found: Record<string, string> = {};
    for (const { key } of keys) {
      const problem = problemOf(grid.typed[key], grid.reserved[key] ?? 0);
      if (problem) found[key] = problem;
    }
    setErrors(found);
    const firstBad = grid.variants.findIndex((v) => grid.depots.some((d) => found[cellKey(v, d.id)]));
    if (firstBad >= 0) {
      setVariantAt(firstBad);
      setNotice({ tone: "error", text: "Some quantities need fixing before the stock can be saved." });
      return;
    }
    const sent = keys.map(({ v, d, key }) => ({ key, cell: { depotId: d.id, dimension: v.dimension, condition: v.condition, quantity: Number(grid.typed[key]) } }));
    setSaving(true);
    try {
      setGrid(gridOf(await call(client.admin.products[":id"].stock.$put({ param: { id: productId }, json: { stock: sent.map((s) => s.cell) } }))));
      setNotice({ tone: "success", text: "Stock saved." });
    } catch (err) {
      // Field errors name `stock.<index>.<field>`: the index is the cell's place in what was sent.
      const mapped: Record<string, string> = {};
      for (const [field, text] of Object.entries(fieldErrorsOf(err))) {
        const at = /^stock\.(\d+)\./.exec(field);
        if (at && sent[Number(at[1])]) mapped[sent[Number(at[1])].key] = text;
      }
      setErrors(mapped);
      setNotice({ tone: "error", text: errorText(err, "Failed to save stock") });
    } finally {
      setSaving(false);
    }
  }

  const type = (key: string, text: string) => {
    setGrid({ ...grid, typed: { ...grid.typed, [key]: text } });
    if (errors[key]) setErrors((all) => Object.fromEntries(Object.entries(all).filter(([k]) => k !== key)));
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Units on hand per depot, for the variants as last saved. Held units belong to open checkouts. Stock is saved on its own with <strong>Save stock</strong>.</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {grid.variants.length > 1 && (
        <SelectField label="Variant" value={variantAt} onChange={(e) => setVariantAt(Number(e.target.value))}>
          {grid.variants.map((v, i) => {
            const problems = problemsOf(v);
            return <option key={i} value={i}>{variantLabel(v)} — {unitsOf(v)} units{problems ? ` (${problems} to fix)` : ""}</option>;
          })}
        </SelectField>
      )}
      <ul aria-label={`Stock of ${variantLabel(variant)} by depot`} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {grid.depots.map((d) => {
          const key = cellKey(variant, d.id);
          const held = grid.reserved[key] ?? 0;
          const id = `stock-${d.id}`;
          return (
            <li key={d.id} className={`rounded-lg border px-3 py-2 ${errors[key] ? "border-red-300 bg-red-50" : "border-slate-200"}`}>
              <div className="flex items-center justify-between gap-3">
                <label htmlFor={id} className="min-w-0 flex-1 text-sm font-medium text-slate-800">
                  {d.city}, {d.state}
                  {!d.open && <span className="ml-1 text-xs font-normal text-slate-500">(closed)</span>}
                </label>
                {/* The control's look is full width; the wrapper keeps the number box narrow. */}
                <div className="w-24 shrink-0">
                  <input
                    id={id}
                    type="number"
                    min={held}
                    step={1}
                    inputMode="numeric"
                    value={grid.typed[key]}
                    onChange={(e) => type(key, e.target.value)}
                    aria-invalid={errors[key] ? true : undefined}
                    aria-describedby={errors[key] ? `${id}-error` : held ? `${id}-held` : undefined}
                    className={`${controlClass} text-right ${errors[key] ? "border-red-500" : "border-slate-300"}`}
                  />
                </div>
              </div>
              {held > 0 && !errors[key] && <p id={`${id}-held`} className="mt-1 text-xs text-amber-800">{held} held by open checkouts</p>}
              {errors[key] && <p id={`${id}-error`} className="mt-1 text-xs text-red-700">{errors[key]}</p>}
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end">
        <Button variant="dark" onClick={save} disabled={saving}>{saving ? "Saving stock..." : "Save stock"}</Button>
      </div>
    </div>
  );
}
