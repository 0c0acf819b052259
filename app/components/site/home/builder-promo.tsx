import builder480 from "../assets/builder-480.webp?no-inline";
import builder800 from "../assets/builder-800.webp?no-inline";
import { ButtonLink } from "../../ui/button";
import { BUILDER_PATH } from "../links";

/** The builder promo. There is no 3D builder: the button opens the quote form (docs/decisions/010). */
export function BuilderPromo() {
  return (
    <section aria-labelledby="builder-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="grid items-center overflow-hidden rounded-3xl bg-orange-50 ring-1 ring-orange-100 lg:grid-cols-2">
        <div className="p-8 sm:p-12">
          <h2 id="builder-title" className="text-3xl font-bold text-slate-900">Visualize and build your custom container</h2>
          <p className="mt-4 text-slate-700">
            Pick a size, then tell us the doors, windows, insulation, power and paint you need. Our fabrication team sends back a drawing
            and a fixed price, usually within one business day.
          </p>
          <ButtonLink to={BUILDER_PATH} size="lg" className="mt-7">Start building now</ButtonLink>
        </div>
        <img
          src={builder800}
          srcSet={`${builder480} 480w, ${builder800} 800w`}
          sizes="(min-width: 1024px) 40vw, 92vw"
          width={800}
          height={533}
          loading="lazy"
          decoding="async"
          alt="A container with custom double doors"
          className="h-full w-full object-cover"
        />
      </div>
    </section>
  );
}
