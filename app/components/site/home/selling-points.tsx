import { Icon, type IconName } from "../icons";
import { plusFigure, useSiteSettings } from "../root-data";

/** The strip of four selling points under the hero; figures come from settings. */
export function SellingPoints() {
  const s = useSiteSettings();
  const points: { icon: IconName; title: string; text: string }[] = [
    { icon: "bolt", title: "Turnkey solutions", text: "From first call to set-down, one team handles it." },
    { icon: "truck", title: `Serving ${s.statesServed} states`, text: "Crane, tilt-bed and flatbed delivery." },
    { icon: "wrench", title: "Container customizations", text: "Doors, windows, power, insulation and more." },
    { icon: "check", title: `Over ${plusFigure(s.deliveredOrders)} delivered orders`, text: "Inspected in our depots before they ship." },
  ];
  return (
    <section aria-label="Why customers choose us" className="border-b border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-6xl grid-cols-1 gap-px bg-slate-200 sm:grid-cols-2 lg:grid-cols-4">
        {points.map((p) => (
          <li key={p.title} className="flex items-start gap-3 bg-white px-5 py-5">
            <span className="rounded-lg bg-orange-50 p-2 text-orange-600"><Icon name={p.icon} className="size-6" /></span>
            <span>
              <span className="block font-semibold text-slate-900">{p.title}</span>
              <span className="block text-sm text-slate-600">{p.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
