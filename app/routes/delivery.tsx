import { ServiceAreas } from "../components/site/home/service-areas";
import { Icon } from "../components/site/icons";
import { PageHeader } from "../components/site/info/page-header";
import { DELIVERY_STEPS, TRUCK_TYPES } from "../components/site/info/truck-types";
import { telHref, useSiteSettings } from "../components/site/root-data";
import { infoPageMeta } from "../components/site/seo";
import { sharedPageHeaders } from "../lib/shared-page";
import { paintFirst } from "../lib/paint-first";
import type { Route } from "./+types/delivery";

/** The same for every visitor: the server may reuse this render for a few seconds. */
export const headers = sharedPageHeaders;
export const handle = paintFirst;

export function meta({ matches }: Route.MetaArgs) {
  return infoPageMeta(
    matches,
    "Nationwide Container Delivery & Logistics",
    "How shipping container delivery works: tilt-bed, flatbed and crane trucks, what your site needs, our depots and service area, delivery windows and terms of sale.",
    "/delivery",
  );
}

export default function Delivery() {
  const s = useSiteSettings();
  return (
    <>
      <PageHeader eyebrow="Logistics" title="Nationwide Container Delivery & Logistics">
        Our own dispatch team delivers to {s.statesServed} states from the depot nearest you, by the truck that suits your site, on the day you book.
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <section aria-labelledby="steps-title">
          <h2 id="steps-title" className="text-2xl font-bold text-slate-900">How delivery works</h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {DELIVERY_STEPS.map((step, i) => (
              <li key={step.title} className="rounded-2xl border border-slate-200 p-5">
                <span className="flex size-9 items-center justify-center rounded-full bg-orange-600 font-bold text-white">{i + 1}</span>
                <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="trucks-title" className="mt-14">
          <h2 id="trucks-title" className="text-2xl font-bold text-slate-900">Three ways to deliver</h2>
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            {TRUCK_TYPES.map((t) => (
              <article key={t.method} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
                <span className="inline-flex rounded-xl bg-slate-900 p-3 text-orange-400"><Icon name={t.icon} className="size-7" /></span>
                <h3 className="mt-4 text-xl font-bold text-slate-900">{t.title}</h3>
                <p className="mt-3 text-slate-700">{t.text}</p>
                <h4 className="mt-4 text-sm font-semibold text-slate-900">Your site needs</h4>
                <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
                  {t.needs.map((n) => <li key={n} className="flex gap-2"><Icon name="check" className="size-4 shrink-0 text-orange-600" />{n}</li>)}
                </ul>
              </article>
            ))}
          </div>
        </section>
      </div>
      <div className="bg-slate-50"><ServiceAreas /></div>
      <section id="terms" aria-labelledby="terms-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-14">
        <h2 id="terms-title" className="text-2xl font-bold text-slate-900">Terms of sale and delivery</h2>
        <ul className="mt-5 grid gap-3 text-slate-700 md:grid-cols-2">
          {[
            "Prices are in US dollars; sales tax is added at checkout for the delivery state.",
            "Orders are paid in full by card at checkout, through our payment provider's secure page.",
            "Delivery dates are windows agreed with dispatch; we call ahead on the day.",
            "Please inspect the container on arrival and note any issue on the delivery receipt.",
            "Cancel free of charge before dispatch; after dispatch the delivery fee applies.",
            "Used containers are sold as graded (cargo-worthy or wind & watertight).",
          ].map((t) => <li key={t} className="flex gap-2 rounded-xl border border-slate-200 p-4"><Icon name="shield" className="size-5 shrink-0 text-orange-600" />{t}</li>)}
        </ul>
        <p className="mt-6 text-slate-700">
          Questions about a delivery? Call <a className="font-semibold text-orange-700 underline" href={telHref(s.salesPhone)}>{s.salesPhone}</a> ({s.openingHours} {s.timezone}).
        </p>
      </section>
    </>
  );
}
