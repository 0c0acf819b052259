import { QuoteForm } from "../../leads/quote-form";
import { Icon } from "../icons";
import { telHref, useSiteSettings } from "../root-data";

type Props = { productId?: string; productOptions?: Record<string, string>; productName?: string; title?: string };

/** "Need a custom quote?" with the leads team's form. Anchored at #quote so buttons can scroll to it. */
export function QuoteSection({ productId, productOptions, productName, title = "Need a custom quote?" }: Props) {
  const s = useSiteSettings();
  return (
    <section id="quote" aria-labelledby="quote-title" className="scroll-mt-20 bg-slate-900 py-16 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 id="quote-title" className="text-3xl font-bold">{title}</h2>
          <p className="mt-3 text-slate-300">Tell us what you need and where. A container specialist replies with a written price, delivery included.</p>
          <p className="mt-6 flex items-center gap-2 font-semibold"><Icon name="clock" className="size-5 text-orange-400" />We are open {s.openingHours}</p>
          <a href={telHref(s.salesPhone)} className="mt-3 flex items-center gap-2 font-semibold text-orange-400 hover:underline"><Icon name="phone" className="size-5" />{s.salesPhone}</a>
          <a href={`mailto:${s.salesEmail}`} className="mt-3 flex items-center gap-2 text-slate-200 hover:underline"><Icon name="mail" className="size-5 text-orange-400" />{s.salesEmail}</a>
        </div>
        <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl sm:p-8 lg:col-span-3">
          <QuoteForm productId={productId} productOptions={productOptions} productName={productName} />
        </div>
      </div>
    </section>
  );
}
