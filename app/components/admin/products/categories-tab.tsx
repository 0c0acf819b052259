import { CATEGORY_OPTIONS } from "../../../../contract/catalog";
import { CheckboxField } from "../../ui/field";

/** The shop categories the product appears in (the spec's nine values). */
export function CategoriesTab({ categories, onChange }: { categories: string[]; onChange: (c: string[]) => void }) {
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-slate-700">Categories the product is listed in</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {CATEGORY_OPTIONS.map((c) => (
          <CheckboxField
            key={c}
            label={c.charAt(0).toUpperCase() + c.slice(1)}
            checked={categories.includes(c)}
            onChange={(e) => onChange(e.target.checked ? [...categories, c] : categories.filter((x) => x !== c))}
            className="rounded-lg border border-slate-200 px-3 py-2.5 hover:bg-slate-50"
          />
        ))}
      </div>
    </fieldset>
  );
}
