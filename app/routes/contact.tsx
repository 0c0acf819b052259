import { QuoteSection } from "../components/site/home/quote-section";
import { Icon, type IconName } from "../components/site/icons";
import { PageHeader } from "../components/site/info/page-header";
import { rootDataFromMatches, telHref, useSiteSettings } from "../components/site/root-data";
import { infoPageMeta } from "../components/site/seo";
import { sharedPageHeaders } from "../lib/shared-page";
import { paintFirst } from "../lib/paint-first";
import type { Route } from "./+types/contact";

/** The same for every visitor: the server may reuse this render for a few seconds. */
export const headers = sharedPageHeaders;
export const handle = paintFirst;

export function meta({ matches }: Route.MetaArgs) {
  const s = rootDataFromMatches(matches).settings;
  return infoPageMeta(
    matches,
    "Contact Us",
    `Call ${s.salesPhone}, e-mail us or send a quote request. Container sales, rentals, modifications and delivery questions answered by real people.`,
    "/contact",
  );
}

export default function Contact() {
  const s = useSiteSettings();
  const cards: { icon: IconName; title: string; body: React.ReactNode }[] = [
    { icon: "phone", title: "Call sales", body: <a href={telHref(s.salesPhone)} className="font-semibold text-orange-700 underline">{s.salesPhone}</a> },
    { icon: "mail", title: "E-mail", body: <a href={`mailto:${s.salesEmail}`} className="font-semibold text-orange-700 underline">{s.salesEmail}</a> },
    { icon: "clock", title: "Opening hours", body: <>{s.openingHours} {s.timezone}</> },
    { icon: "pin", title: "Headquarters", body: s.headquarters },
  ];
  const docMail = (subject: string) => `mailto:${s.salesEmail}?subject=${encodeURIComponent(subject)}`;
  return (
    <>
      <PageHeader eyebrow="Contact" title="Talk to a container specialist">
        Questions about a container, a rental, a delivery or an order? We answer the phone, and every e-mail within one business day.
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((c) => (
            <li key={c.title} className="rounded-2xl border border-slate-200 p-5 shadow-sm">
              <Icon name={c.icon} className="size-6 text-orange-600" />
              <h2 className="mt-3 font-semibold text-slate-900">{c.title}</h2>
              <p className="mt-1 text-slate-700">{c.body}</p>
            </li>
          ))}
        </ul>
        <section id="documents" aria-labelledby="documents-title" className="mt-12 scroll-mt-20 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 id="documents-title" className="text-xl font-bold text-slate-900">W-9 and credit application</h2>
          <p className="mt-2 text-slate-700">
            Businesses and public agencies can request our W-9 or apply for net terms. We send the documents by e-mail the same business day.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={docMail("W-9 request")} className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:border-orange-500">Request our W-9</a>
            <a href={docMail("Credit application")} className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:border-orange-500">Request a credit application</a>
          </div>
        </section>
      </div>
      <QuoteSection title="Send us your project" />
    </>
  );
}
