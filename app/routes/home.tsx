import { AboutBlock } from "../components/site/home/about-block";
import { BuilderPromo } from "../components/site/home/builder-promo";
import { CategoryCards } from "../components/site/home/category-cards";
import { Certifications } from "../components/site/home/certifications";
import { Hero } from "../components/site/home/hero";
import { loadCarousel } from "../components/site/home/load-carousel";
import { PartnerMarquee } from "../components/site/home/partner-marquee";
import { ProductCarousel } from "../components/site/home/product-carousel";
import { QuoteSection } from "../components/site/home/quote-section";
import { SellingPoints } from "../components/site/home/selling-points";
import { ServiceAreas } from "../components/site/home/service-areas";
import { TrustedBlock } from "../components/site/home/trusted-block";
import { useTrackVisit } from "../components/site/home/track-visit";
import { JsonLd } from "../components/site/json-ld";
import { RENTAL_CHIPS, SALES_CHIPS, shopPath } from "../components/site/links";
import { absoluteUrl, pageMeta } from "../components/site/seo";
import { rootDataFromMatches, useRootData } from "../components/site/root-data";
import { serverContext } from "../lib/server-context";
import { sharedPageHeaders } from "../lib/shared-page";
import { paintFirst } from "../lib/paint-first";
import type { Route } from "./+types/home";

/** The same for every visitor: the server may reuse this render for a few seconds. */
export const headers = sharedPageHeaders;
export const handle = paintFirst;

export async function loader({ context }: Route.LoaderArgs) {
  const { client } = context.get(serverContext);
  const [sales, rentals] = await Promise.all([loadCarousel(client, "buy"), loadCarousel(client, "rent")]);
  return { sales, rentals };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  const s = root.settings;
  return pageMeta({
    root,
    title: `Shipping Container Sales, Rentals & Mods | ${s.siteName}`,
    // Short enough that the phone number (up to 30 characters) always fits under the 155-character cut.
    description: `New and used shipping containers for sale or rent, site offices and cold storage, delivered to ${s.statesServed} states since ${s.operatingSince}. Call ${s.salesPhone}.`,
    path: "/",
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  useTrackVisit("/");
  return (
    <>
      <OrganizationJsonLd />
      <Hero />
      <SellingPoints />
      {/* Below the first screen: each section is laid out and painted when it comes near the screen (ADR 067). */}
      <div className="contents *:[contain-intrinsic-size:auto_720px] *:[content-visibility:auto]">
        <ProductCarousel
          id="sales-carousel"
          title="Containers for sale"
          intro="New, one-trip and used containers, inspected before delivery."
          chips={SALES_CHIPS}
          data={loaderData.sales}
          cta={{ label: "Shop all containers", to: shopPath("buy") }}
        />
        <ProductCarousel
          id="rentals-carousel"
          title="Containers for rent"
          intro="Storage, offices and cold storage by the month."
          chips={RENTAL_CHIPS}
          data={loaderData.rentals}
          cta={{ label: "View all rentals", to: shopPath("rent") }}
        />
        <PartnerMarquee />
        <AboutBlock />
        <TrustedBlock />
        <BuilderPromo />
        <CategoryCards />
        <ServiceAreas />
        <QuoteSection />
        <Certifications />
      </div>
    </>
  );
}

/** Organization structured data: sales contact, area served US. */
function OrganizationJsonLd() {
  const { settings: s, publicUrl } = useRootData();
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        name: s.siteName,
        url: absoluteUrl(publicUrl, "/"),
        email: s.salesEmail,
        telephone: s.salesPhone,
        foundingDate: String(s.operatingSince),
        address: { "@type": "PostalAddress", addressLocality: s.headquarters.split(",")[0], addressCountry: "US" },
        contactPoint: [{ "@type": "ContactPoint", contactType: "sales", telephone: s.salesPhone, email: s.salesEmail, areaServed: "US", availableLanguage: ["English"] }],
      }}
    />
  );
}
