import { Link } from "react-router";
import { Icon, type IconName } from "./icons";
import { KeptHtml } from "./kept-html";
import { FOOTER_NAV } from "./links";
import { Logo } from "./logo";
import { type StorefrontSettings, plusFigure, telHref, useSiteSettings } from "./root-data";

import { NewsletterForm } from "../leads/newsletter-form";

const SOCIAL: { label: string; href: string; icon: IconName }[] = [
  { label: "Facebook", href: "https://www.facebook.com/", icon: "facebook" },
  { label: "Instagram", href: "https://www.instagram.com/", icon: "instagram" },
  { label: "LinkedIn", href: "https://www.linkedin.com/", icon: "linkedin" },
  { label: "YouTube", href: "https://www.youtube.com/", icon: "youtube" },
];

/** The same on every page: its HTML is rendered once per settings on the server (ADR 056). */
export function SiteFooter() {
  return <KeptHtml as="footer" view={FooterInside} props={{ s: useSiteSettings() }} id="footer" className="bg-slate-950 text-slate-300" />;
}

/** The footer's content, from the settings alone. */
function FooterInside({ s }: { s: StorefrontSettings }) {
  return (
    <>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-4 text-sm leading-relaxed">
            Our philosophy is simple: honest steel at a fair price, delivered when we say it will be. Since {s.operatingSince} we have
            helped {plusFigure(s.customers)} customers store, build and ship with containers.
          </p>
          <ul className="mt-5 flex gap-2" aria-label="Social media">
            {SOCIAL.map((x) => (
              <li key={x.label}>
                <a href={x.href} rel="noopener noreferrer" target="_blank" aria-label={`${s.siteName} on ${x.label}`} className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-orange-600 focus-visible:outline-2 focus-visible:outline-orange-500">
                  <Icon name={x.icon} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-navigate">
          <h2 id="footer-navigate" className="text-sm font-bold tracking-wider text-white uppercase">Navigate</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-1">
            {FOOTER_NAV.map((l) => (
              <li key={l.label}>
                <Link to={l.to} className="hover:text-orange-400 hover:underline">{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-2"><Icon name="pin" className="size-5 shrink-0 text-orange-500" /><span>Headquarters: {s.headquarters}</span></li>
            <li className="flex gap-2"><Icon name="clock" className="size-5 shrink-0 text-orange-500" /><span>{s.openingHours} {s.timezone}</span></li>
            <li className="flex gap-2"><Icon name="mail" className="size-5 shrink-0 text-orange-500" /><a href={`mailto:${s.salesEmail}`} className="hover:text-orange-400 hover:underline">{s.salesEmail}</a></li>
            <li className="flex gap-2"><Icon name="phone" className="size-5 shrink-0 text-orange-500" /><a href={telHref(s.salesPhone)} className="hover:text-orange-400 hover:underline">{s.salesPhone}</a></li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">Newsletter</h2>
          <p className="mt-4 mb-3 text-sm">Join {plusFigure(s.newsletterSize)} people who get our deals and new stock first.</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-slate-400">
          © {s.operatingSince}–present {s.siteName}. Shipping container sales, rentals and modifications across the continental United States.
        </p>
      </div>
    </>
  );
}
