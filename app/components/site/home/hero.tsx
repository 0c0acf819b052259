import { preload } from "react-dom";
import { Link } from "react-router";
import { ButtonLink } from "../../ui/button";
import hero1280 from "../assets/hero-yard-1280.webp?no-inline";
import hero1920 from "../assets/hero-yard-1920.webp?no-inline";
import hero768 from "../assets/hero-yard-768.webp?no-inline";
import { Icon } from "../icons";
import { HERO_CATEGORIES, QUOTE_TARGET } from "../links";
import { useSiteSettings } from "../root-data";
import { HeroVideo } from "./hero-video";

/**
 * The first screen. The poster is a real <img> (eager, fetchpriority=high) so it is the LCP
 * element and paints before any script; the looping video only joins later (see HeroVideo).
 */
export function Hero() {
  const { statesServed, operatingSince } = useSiteSettings();
  const srcSet = `${hero768} 768w, ${hero1280} 1280w, ${hero1920} 1920w`;
  preload(hero1280, { as: "image", imageSrcSet: srcSet, imageSizes: "100vw", fetchPriority: "high" });
  return (
    <section className="relative isolate overflow-hidden bg-slate-900 text-white">
      <img
        src={hero1280}
        srcSet={srcSet}
        sizes="100vw"
        width={1920}
        height={1080}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <HeroVideo poster={hero1280} />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/95 via-slate-900/80 to-slate-900/40" />
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-8 sm:pt-20 lg:pt-24">
        <p className="text-sm font-semibold tracking-wider text-orange-400 uppercase">
          Serving {statesServed} states since {operatingSince}
        </p>
        <h1 className="mt-3 max-w-2xl text-4xl leading-tight font-extrabold text-balance sm:text-5xl lg:text-6xl">
          Shipping Container Sales, Rentals &amp; Mods
        </h1>
        <p className="mt-5 max-w-xl text-lg text-slate-200">
          New, used and refurbished containers, month-to-month rentals and custom builds, delivered by crane, tilt-bed or flatbed.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/shop" size="lg">Shop now</ButtonLink>
          <ButtonLink to={QUOTE_TARGET} size="lg" variant="light">Get a quote</ButtonLink>
        </div>
        <nav aria-label="Container categories" className="mt-12 sm:mt-16">
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6 sm:gap-3">
            {HERO_CATEGORIES.map((c) => (
              <li key={c.label}>
                <Link
                  to={c.to}
                  className="flex h-full flex-col items-center gap-2 rounded-xl border border-white/15 bg-white/10 px-2 py-3 text-center text-xs font-semibold backdrop-blur-sm transition-colors hover:border-orange-400 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-orange-400 sm:text-sm"
                >
                  <Icon name={c.icon} className="size-7 text-orange-400" />
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
