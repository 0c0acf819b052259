import { Link } from "react-router";
import type { StorefrontSettings } from "../../site/root-data";
import { buttonClass } from "../../ui/button";
import { quoteHref } from "../../leads/quote-link";
import { telHref } from "../../site/root-data";
import { DashIcon } from "./dashboard-icons";

/** "Monday-Friday 7am-6pm" → "Mon-Fri 7am-6pm": the support line's short form of the opening hours. */
export const shortHours = (hours: string) =>
  hours.replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*day\b/gi, (_m, day: string) => day[0].toUpperCase() + day.slice(1, 3).toLowerCase());

/** Support phone line with hours, and the "Get a quote" button. */
export function SupportCard({ settings }: { settings: StorefrontSettings }) {
  return (
    <section aria-labelledby="support-title" className="rounded-2xl bg-slate-900 p-5 text-white shadow-sm">
      <h2 id="support-title" className="text-sm font-semibold tracking-wide text-orange-400 uppercase">Need help?</h2>
      <a href={telHref(settings.salesPhone)} className="mt-2 flex items-center gap-2 text-lg font-bold hover:text-orange-300 focus-visible:outline-2 focus-visible:outline-orange-400">
        <DashIcon name="phone" className="size-5" />
        {settings.salesPhone}
      </a>
      <p className="mt-1 text-sm text-slate-300">{`${shortHours(settings.openingHours)} ${settings.timezone}`}</p>
      <Link to={quoteHref()} className={buttonClass("primary", "md", "mt-4 w-full")}>Get a quote</Link>
    </section>
  );
}
