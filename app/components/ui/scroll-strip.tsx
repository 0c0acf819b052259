import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { StrokeIcon } from "./stroke-icon";

/**
 * A row (tabs, filter pills) that scrolls sideways on narrow screens and shows it: the side with more to see
 * fades out and carries an arrow button that scrolls by most of a screen. The arrows are extra mouse targets;
 * keyboard users reach every tab with Tab and the browser scrolls it into view, so the arrows skip the tab order.
 */
export function ScrollStrip({ children, className = "", innerClassName = "", label, role }: { children: ReactNode; className?: string; innerClassName?: string; label?: string; role?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    setMore({ left: el.scrollLeft > 2, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 2 });
  }, []);
  useEffect(() => {
    measure();
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const seen = new ResizeObserver(measure);
    seen.observe(el);
    return () => seen.disconnect();
  }, [measure]);
  const nudge = (dir: 1 | -1) => ref.current?.scrollBy({ left: dir * ref.current.clientWidth * 0.7, behavior: "smooth" });
  const arrow = (side: "left" | "right") => (
    <button
      type="button"
      tabIndex={-1}
      aria-label={side === "left" ? "Scroll back" : "Scroll for more"}
      data-testid={`scroll-${side}`}
      onClick={() => nudge(side === "left" ? -1 : 1)}
      className={`absolute inset-y-0 z-10 flex w-10 items-center ${side === "left" ? "left-0 justify-start bg-gradient-to-r" : "right-0 justify-end bg-gradient-to-l"} from-white via-white/90 to-transparent px-1 text-slate-600 hover:text-slate-900`}
    >
      <StrokeIcon d={side === "left" ? "m15 18-6-6 6-6" : "m9 18 6-6-6-6"} strokeWidth={2.5} className="size-4" />
    </button>
  );
  return (
    <div className={`relative ${className}`}>
      {more.left && arrow("left")}
      <div ref={ref} onScroll={measure} role={role} aria-label={label} className={`flex overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${innerClassName}`}>
        {children}
      </div>
      {more.right && arrow("right")}
    </div>
  );
}
