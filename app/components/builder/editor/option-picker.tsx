import { useState } from "react";
import type { BuilderCatalogDto, Design, Wall } from "../../../../contract/builder";
import { WALL_LABELS, WALLS } from "../../../../contract/builder-labels";
import { formatUsd } from "../../../../contract/money";
import { Button } from "../../ui/button";
import { SelectField } from "../../ui/field";
import type { EditorAction } from "./design-state";

/** Step 1, the base box: length, height and condition, each with the catalog's price for it. */
export function BasePicker({ catalog, base, dispatch }: { catalog: BuilderCatalogDto; base: Design["base"]; dispatch: (a: EditorAction) => void }) {
  const priceOf = (b: Partial<Design["base"]>) => catalog.bases.find((x) => x.lengthFt === (b.lengthFt ?? base.lengthFt) && x.highCube === (b.highCube ?? base.highCube) && x.condition === (b.condition ?? base.condition))?.price;
  const label = (b: Partial<Design["base"]>, text: string) => `${text}${priceOf(b) == null ? " (not sold)" : ""}`;
  return (
    <fieldset className="grid grid-cols-3 gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">Base container <span className="font-normal text-slate-500">(new = one-trip, used = cargo-worthy; high cube is 9′6″ tall)</span></legend>
      <SelectField label="Length" value={base.lengthFt} onChange={(e) => dispatch({ type: "base", base: { lengthFt: Number(e.target.value) as 10 | 20 | 40 } })}>
        {[10, 20, 40].map((n) => <option key={n} value={n}>{label({ lengthFt: n as 10 }, `${n} ft`)}</option>)}
      </SelectField>
      <SelectField label="Height" value={base.highCube ? "hc" : "std"} onChange={(e) => dispatch({ type: "base", base: { highCube: e.target.value === "hc" } })}>
        <option value="std">{label({ highCube: false }, "Standard")}</option>
        <option value="hc">{label({ highCube: true }, "High cube")}</option>
      </SelectField>
      <SelectField label="Condition" value={base.condition} onChange={(e) => dispatch({ type: "base", base: { condition: e.target.value as "new" | "used" } })}>
        <option value="new">New</option>
        <option value="used">Used</option>
      </SelectField>
    </fieldset>
  );
}

/** Step 2, modifications: openings go on the chosen wall (then drag them), the rest apply to the whole box. */
export function OptionPicker({ catalog, dispatch }: { catalog: BuilderCatalogDto; dispatch: (a: EditorAction) => void }) {
  const [wall, setWall] = useState<Wall>("left");
  const offered = catalog.options.filter((o) => o.code !== "reinforcement-frame");
  return (
    <div className="space-y-2">
      <div className="flex items-end justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">Add a modification</h2>
        <SelectField label="Openings go on" value={wall} onChange={(e) => setWall(e.target.value as Wall)} className="w-40">
          {WALLS.map((w) => <option key={w} value={w}>{WALL_LABELS[w]}</option>)}
        </SelectField>
      </div>
      <ul className="grid grid-cols-1 gap-1.5 sm:grid-cols-2 lg:grid-cols-1">
        {offered.map((o) => (
          <li key={o.code}>
            <Button variant="secondary" size="sm" className="w-full justify-between text-left" onClick={() => dispatch({ type: "add", option: o, wall })}>
              {/* Visible text inside the name (no aria-label): speech users say what they see, "Roll-up door…". */}
              <span><span className="sr-only">Add </span>{o.label}</span>
              <span className="text-slate-500">{formatUsd(o.price)}{o.pricing === "per_foot" ? "/ft" : ""}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
