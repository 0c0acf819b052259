import { PageHeader } from "../components/site/info/page-header";
import { QUOTE_TARGET } from "../components/site/links";
import { telHref, useSiteSettings } from "../components/site/root-data";
import { infoPageMeta } from "../components/site/seo";
import { ButtonLink } from "../components/ui/button";
import { sharedPageHeaders } from "../lib/shared-page";
import { paintFirst } from "../lib/paint-first";
import type { Route } from "./+types/feedback";

/** The same for every visitor: the server may reuse this render for a few seconds. */
export const headers = sharedPageHeaders;
export const handle = paintFirst;

export function meta({ matches }: Route.MetaArgs) {
  return infoPageMeta(matches, "Feedback", "Tell us how we did. Send feedback about your order, delivery or our website to the team, by e-mail, phone or the contact form.", "/feedback");
}

export default function Feedback() {
  const s = useSiteSettings();
  return (
    <>
      <PageHeader eyebrow="Feedback" title="How did we do?">
        Praise, complaints and ideas all reach a real person on our team.
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 text-slate-700">
        <p>
          The quickest way to reach us is the contact form: choose it for feedback about an order, a delivery or this website, and mention
          your order number if you have one. You can also e-mail{" "}
          <a href={`mailto:${s.salesEmail}?subject=${encodeURIComponent("Feedback")}`} className="font-semibold text-orange-700 underline">{s.salesEmail}</a> or call{" "}
          <a href={telHref(s.salesPhone)} className="font-semibold text-orange-700 underline">{s.salesPhone}</a> ({s.openingHours} {s.timezone}).
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={QUOTE_TARGET} size="lg">Write to us</ButtonLink>
          <ButtonLink to="/contact" size="lg" variant="secondary">All contact options</ButtonLink>
        </div>
      </div>
    </>
  );
}
