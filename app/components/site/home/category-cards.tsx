import chassis480 from "../assets/card-chassis-480.webp?no-inline";
import chassis800 from "../assets/card-chassis-800.webp?no-inline";
import cold480 from "../assets/card-cold-480.webp?no-inline";
import cold800 from "../assets/card-cold-800.webp?no-inline";
import gallery480 from "../assets/card-gallery-480.webp?no-inline";
import gallery800 from "../assets/card-gallery-800.webp?no-inline";
import mods480 from "../assets/card-mods-480.webp?no-inline";
import mods800 from "../assets/card-mods-800.webp?no-inline";
import parts480 from "../assets/card-parts-480.webp?no-inline";
import parts800 from "../assets/card-parts-800.webp?no-inline";
import { ButtonLink } from "../../ui/button";
import { shopPath } from "../links";

/** The five category cards of the spec; targets chosen in docs/decisions/010. */
const CARDS = [
  { title: "Refrigerated containers", subtitle: "Secure & reliable", text: "Reefers and walk-in coolers that hold -20°F to 80°F, new or inspected used.", button: "View cold storage", to: shopPath("cold storage"), img: [cold480, cold800] },
  { title: "Container modifications", subtitle: "Tailored container solutions", text: "Site offices, sales booths and restroom units, built in our shop and delivered ready.", button: "View modifications", to: shopPath("office containers"), img: [mods480, mods800] },
  { title: "Container chassis", subtitle: "Efficient container transport", text: "DOT-compliant chassis and tilt-bed trailers for every box from 20 to 45 feet.", button: "View chassis", to: shopPath("chasis"), img: [chassis480, chassis800] },
  { title: "Parts & add-ons", subtitle: "Customizable", text: "Lock boxes, roll-up doors, windows, vents, shelving, power and insulation.", button: "View add-ons", to: shopPath("parts"), img: [parts480, parts800] },
  { title: "Project gallery", subtitle: "View our work", text: "Offices, workshops, cold rooms and pop-up shops our customers built.", button: "View projects", to: "/gallery", img: [gallery480, gallery800] },
];

export function CategoryCards() {
  return (
    <section aria-labelledby="categories-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="categories-title" className="text-3xl font-bold text-slate-900">More than a box</h2>
        <p className="mt-2 text-slate-600">Everything you need around your container, from one supplier.</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CARDS.map((c) => (
            <li key={c.title} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              <img src={c.img[1]} srcSet={`${c.img[0]} 480w, ${c.img[1]} 800w`} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw" width={800} height={533} loading="lazy" decoding="async" alt="" className="aspect-[3/2] w-full object-cover" />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-orange-700">{c.subtitle}</p>
                <h3 className="mt-1 text-xl font-bold text-slate-900">{c.title}</h3>
                <p className="mt-2 flex-1 text-slate-600">{c.text}</p>
                <ButtonLink to={c.to} variant="secondary" className="mt-5 self-start">{c.button}</ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
