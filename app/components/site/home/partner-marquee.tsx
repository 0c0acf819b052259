import { useCallback, useState } from "react";
import { Icon } from "../icons";
import { useMediaQuery } from "../use-client-state";
import { Button } from "../../ui/button";

/** Made-up partner names drawn as text logos: no trademarks, no image requests. */
const PARTNERS = ["Harborline Freight", "Atlas Build Co.", "Northwind Farms", "Keystone Rail", "Bluewater Events", "Summit Contractors", "Pioneer Storage", "Redwood Energy"];

function TextLogo({ name }: { name: string }) {
  const [first, ...rest] = name.split(" ");
  return (
    <svg viewBox="0 0 220 48" className="h-10 w-44 shrink-0" role="img" aria-label={name}>
      <rect x="1" y="8" width="32" height="32" rx="8" fill="#0f172a" />
      <text x="17" y="31" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="800" fontSize="18" fill="#fb923c">{first[0]}</text>
      <text x="42" y="24" fontFamily="Arial, sans-serif" fontWeight="800" fontSize="17" fill="#0f172a">{first}</text>
      <text x="42" y="41" fontFamily="Arial, sans-serif" fontSize="12" fill="#475569" letterSpacing="2">{rest.join(" ").toUpperCase()}</text>
    </svg>
  );
}

/** One pixel per frame at 60 frames a second. */
const PX_PER_SECOND = 60;

/**
 * Partner logos sliding one pixel per frame over a duplicated list, wrapping when the first copy has
 * passed. The motion is a CSS animation (compositor only, no script per frame) whose distance and
 * duration are measured once, when the strip first comes on screen: the period is where the second copy
 * starts. It runs while visible and stands still under prefers-reduced-motion (app.css), on hover or
 * focus, and with the pause button.
 */
export function PartnerMarquee() {
  const [paused, setPaused] = useState(false);
  const reduced = useMediaQuery("(prefers-reduced-motion: reduce)");
  const measure = useCallback((el: HTMLDivElement | null) => {
    const second = el?.children[1] as HTMLElement | undefined;
    if (!el || !second) return;
    let measured = false;
    // Run only while the strip is on screen. Besides saving work, an animation running from the first
    // frames keeps Chrome from settling the page's largest contentful paint (Lighthouse: NO_LCP).
    const seen = new IntersectionObserver(([entry]) => {
      // Measured when first seen, from the layout the observer has just made: read during hydration, offsetLeft
      // forced a layout of the section, which the page skips while it is off screen (18 ms, ADR 067).
      if (entry.isIntersecting && !measured) {
        measured = true;
        el.style.setProperty("--marquee-distance", `-${second.offsetLeft}px`);
        el.style.setProperty("--marquee-duration", `${second.offsetLeft / PX_PER_SECOND}s`);
      }
      el.classList.toggle("marquee-running", entry.isIntersecting);
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, []);

  return (
    <section aria-labelledby="partners-title" className="border-y border-slate-200 bg-slate-50 py-8">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4">
        <h2 id="partners-title" className="text-sm font-semibold tracking-wider text-slate-600 uppercase">Trusted by businesses across the country</h2>
        {!reduced && (
          <Button variant="bare" type="button" onClick={() => setPaused((p) => !p)} aria-pressed={paused} className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-orange-600">
            <Icon name={paused ? "play" : "pause"} className="size-3.5" />
            {paused ? "Play" : "Pause"}
          </Button>
        )}
      </div>
      <div className={`marquee mt-5 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] ${paused ? "marquee-paused" : ""}`}>
        <div ref={measure} data-testid="partner-track" className="marquee-track flex w-max gap-10">
          <ul className="flex gap-10" aria-label="Partners">
            {PARTNERS.map((p) => <li key={p}><TextLogo name={p} /></li>)}
          </ul>
          <ul className="flex gap-10" aria-hidden="true">
            {PARTNERS.map((p) => <li key={p}><TextLogo name={p} /></li>)}
          </ul>
        </div>
      </div>
    </section>
  );
}
