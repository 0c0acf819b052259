import { Link } from "react-router";
import { Icon } from "../site/icons";
import { QUOTE_TARGET } from "../site/links";
import { telHref, useSiteSettings } from "../site/root-data";

/** The shop's right-hand help panel (below the list on narrow screens). */
export function HelpPanel() {
  const s = useSiteSettings();
  return (
    <aside aria-labelledby="help-title" className="space-y-5 rounded-2xl bg-slate-900 p-6 text-slate-200">
      <h2 id="help-title" className="text-lg font-bold text-white">Need help choosing?</h2>
      <p className="text-sm">Our container specialists know every unit in the yard. Tell us what you are storing or building.</p>
      <a href={telHref(s.salesPhone)} className="flex items-center gap-2 font-semibold text-orange-400 hover:underline"><Icon name="phone" className="size-5" />{s.salesPhone}</a>
      <a href={`mailto:${s.salesEmail}`} className="flex items-center gap-2 text-sm hover:underline"><Icon name="mail" className="size-5 text-orange-400" />{s.salesEmail}</a>
      <p className="flex items-center gap-2 text-sm"><Icon name="clock" className="size-5 text-orange-400" />{s.openingHours} {s.timezone}</p>
      <Link to={QUOTE_TARGET} className="block rounded-lg bg-orange-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-orange-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-400">Get a quote</Link>
      <div className="border-t border-white/10 pt-5">
        <h3 className="font-semibold text-white">Buying online is easy</h3>
        <ol className="mt-3 space-y-2 text-sm">
          {["Choose your container", "Pick a delivery date", "Receive your container"].map((step, i) => (
            <li key={step} className="flex items-center gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-orange-600 font-bold text-white">{i + 1}</span>
              {step}
            </li>
          ))}
        </ol>
      </div>
    </aside>
  );
}
