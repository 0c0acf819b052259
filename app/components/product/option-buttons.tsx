type Props = {
  legend: string;
  options: { label: string; hint?: string }[];
  selected: number | null;
  onSelect: (index: number) => void;
};

/** A row of choice buttons (dimension, condition); aria-pressed marks the chosen one. */
export function OptionButtons({ legend, options, selected, onSelect }: Props) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o, i) => (
          <button
            key={`${o.label}-${i}`}
            type="button"
            aria-pressed={selected === i}
            onClick={() => onSelect(i)}
            className={`rounded-lg border px-4 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-600 ${
              selected === i ? "border-orange-600 bg-orange-50 font-semibold text-orange-800 ring-1 ring-orange-600" : "border-slate-300 bg-white text-slate-800 hover:border-orange-500"
            }`}
          >
            {o.label}
            {o.hint && <span className="block text-xs font-normal text-slate-600">{o.hint}</span>}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
