/** A small spinning ring with a text label for screen readers and sighted users alike. */
export function Spinner({ label = "Loading...", className = "" }: { label?: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 text-slate-600 ${className}`}>
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-orange-600" />
      <span>{label}</span>
    </span>
  );
}
