import { Icon } from "../icons";
import { useSiteSettings } from "../root-data";
import { HUB_COUNT, SERVICE_AREAS } from "./service-area-data";

/** The service-area list; also used on the delivery page. */
export function ServiceAreas({ headingLevel = "h2" }: { headingLevel?: "h2" | "h3" }) {
  const { statesServed } = useSiteSettings();
  const Heading = headingLevel;
  return (
    <section aria-labelledby="areas-title" className="mx-auto max-w-6xl px-4 py-16">
      <Heading id="areas-title" className="text-3xl font-bold text-slate-900">Where we deliver</Heading>
      <p className="mt-2 max-w-2xl text-slate-600">
        {HUB_COUNT} depots and delivery hubs reach {statesServed} states. Service varies by state: please include your zip code with
        your inquiry and we will confirm the closest depot and the delivery price.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {SERVICE_AREAS.map((a) => (
          <div key={a.region} className="rounded-2xl border border-slate-200 p-6">
            <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900"><Icon name="pin" className="size-5 text-orange-600" />{a.region}</h3>
            <ul className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm text-slate-700">
              {a.cities.map((c) => <li key={c}>{c}</li>)}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
