import { buttonClass } from "../../ui/button";
import { Icon } from "../icons";
import { plusFigure, useSiteSettings } from "../root-data";

/** "Trusted by 26,000+ Customers" with the marketing figures of settings. */
export function TrustedBlock() {
  const s = useSiteSettings();
  const stats = [
    { value: plusFigure(s.customers), label: "customers" },
    { value: plusFigure(s.deliveredOrders), label: "delivered orders" },
    { value: String(s.statesServed), label: "states served" },
    { value: String(s.operatingSince), label: "in business since" },
  ];
  return (
    <section aria-labelledby="trusted-title" className="bg-slate-900 py-16 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <h2 id="trusted-title" className="text-3xl font-bold">Trusted by {plusFigure(s.customers)} Customers</h2>
            <p className="mt-3 flex items-center gap-2 text-slate-300">
              <span className="flex text-orange-400" aria-hidden="true">
                {[0, 1, 2, 3, 4].map((i) => <Icon key={i} name="star" className="size-5 fill-current" />)}
              </span>
              Rated {s.rating.toFixed(1)} out of 5 from {plusFigure(s.ratingVotes)} reviews
            </p>
          </div>
          <a href="#quote" className={buttonClass("primary", "lg")}>Get a quote</a>
        </div>
        <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((x) => (
            <div key={x.label} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
              <dt className="text-sm text-slate-300">{x.label}</dt>
              <dd className="mt-1 text-3xl font-extrabold text-orange-400">{x.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
