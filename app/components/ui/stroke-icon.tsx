/**
 * The 24×24 line-icon frame the site, dashboard and admin icon sets draw in; each set keeps its own paths and stroke width.
 * Decorative (hidden from assistive tech) unless a label is given.
 */
export function StrokeIcon({ d, strokeWidth, className, label }: { d: string; strokeWidth: number; className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
