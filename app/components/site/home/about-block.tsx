import about480 from "../assets/about-depot-480.webp?no-inline";
import about800 from "../assets/about-depot-800.webp?no-inline";
import { buttonClass } from "../../ui/button";
import { Icon } from "../icons";
import { plusFigure, telHref, useSiteSettings } from "../root-data";

/** Who we are, with two ways to start: the quote form below, or a call. */
export function AboutBlock() {
  const s = useSiteSettings();
  return (
    <section id="about" aria-labelledby="about-title" className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
      <img
        src={about800}
        srcSet={`${about480} 480w, ${about800} 800w`}
        sizes="(min-width: 1024px) 40vw, 92vw"
        width={800}
        height={533}
        loading="lazy"
        decoding="async"
        alt="Two forty-foot containers joined into one building at our depot"
        className="w-full rounded-2xl shadow-lg"
      />
      <div>
        <p className="text-sm font-semibold tracking-wider text-orange-700 uppercase">About {s.siteName}</p>
        <h2 id="about-title" className="mt-2 text-3xl font-bold text-slate-900">Containers done right, from {s.headquarters.split(",")[0]} to your site</h2>
        <p className="mt-4 text-slate-700">
          Since {s.operatingSince} we have sold, rented and modified shipping containers for homeowners, farms, contractors and
          national brands. Every unit is inspected in our depots, priced up front and delivered by our own dispatch team to{" "}
          {s.statesServed} states.
        </p>
        <ul className="mt-5 space-y-2 text-slate-700">
          {["New, one-trip, cargo-worthy and refurbished units", "Month-to-month rentals with no long contract", `${plusFigure(s.deliveredOrders)} containers delivered`].map((t) => (
            <li key={t} className="flex gap-2"><Icon name="check" className="size-5 shrink-0 text-orange-600" />{t}</li>
          ))}
        </ul>
        <div className="mt-7 flex flex-wrap gap-3">
          <a href="#quote" className={buttonClass("primary", "lg")}>Get a quote</a>
          <a href={telHref(s.salesPhone)} className={buttonClass("secondary", "lg")}><Icon name="phone" className="size-5" />{s.salesPhone}</a>
        </div>
      </div>
    </section>
  );
}
