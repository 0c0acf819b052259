import { Link } from "react-router";
import { PageHeader } from "../components/site/info/page-header";
import { PROJECTS } from "../components/site/info/projects";
import { QUOTE_TARGET } from "../components/site/links";
import { infoPageMeta } from "../components/site/seo";
import { ButtonLink } from "../components/ui/button";
import { sharedPageHeaders } from "../lib/shared-page";
import { paintFirst } from "../lib/paint-first";
import type { Route } from "./+types/gallery";

/** The same for every visitor: the server may reuse this render for a few seconds. */
export const headers = sharedPageHeaders;
export const handle = paintFirst;

export function meta({ matches }: Route.MetaArgs) {
  return infoPageMeta(
    matches,
    "Container Gallery & Case Studies",
    "See shipping container offices, cold rooms, workshops, hazmat stores and pop-up shops our customers built, with the problem each one solved and the container behind it.",
    "/gallery",
  );
}

export default function Gallery() {
  return (
    <>
      <PageHeader eyebrow="Our work" title="Container Gallery & Case Studies">
        Real projects, real problems solved. Every build below started with a phone call and a zip code.
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-8 md:grid-cols-2">
          {PROJECTS.map((p, i) => (
            <li key={p.title}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                <img
                  src={p.image[1]}
                  srcSet={`${p.image[0]} 480w, ${p.image[1]} 960w`}
                  sizes="(min-width: 768px) 46vw, 92vw"
                  width={960}
                  height={640}
                  loading={i < 2 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : undefined}
                  decoding="async"
                  alt={p.alt}
                  className="aspect-[3/2] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-sm font-semibold text-orange-700">{p.kind} · {p.place}</p>
                  <h2 className="mt-1 text-xl font-bold text-slate-900">{p.title}</h2>
                  <dl className="mt-3 flex-1 space-y-2 text-slate-700">
                    <div><dt className="inline font-semibold text-slate-900">Challenge: </dt><dd className="inline">{p.challenge}</dd></div>
                    <div><dt className="inline font-semibold text-slate-900">Result: </dt><dd className="inline">{p.result}</dd></div>
                  </dl>
                  <Link to={p.shop.to} className="mt-4 font-semibold text-orange-700 underline hover:text-orange-800">Shop {p.shop.label.toLowerCase()}</Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-12 rounded-2xl bg-orange-50 p-8 text-center ring-1 ring-orange-100">
          <h2 className="text-2xl font-bold text-slate-900">Have a project in mind?</h2>
          <p className="mt-2 text-slate-700">Send us a sketch or a few lines; we reply with a drawing and a fixed price.</p>
          <ButtonLink to={QUOTE_TARGET} size="lg" className="mt-5">Get a quote</ButtonLink>
        </div>
      </div>
    </>
  );
}
