import { useRef } from "react";
import { Link } from "react-router";
import type { ProductCardData } from "../../../lib/product-card-data";
import { ProductCard } from "../../product/product-card";
import { Button, ButtonLink } from "../../ui/button";
import { Icon } from "../icons";
import type { NavLinkItem } from "../links";

export type CarouselData = { products: ProductCardData[]; error: string | null };

type Props = {
  id: string;
  title: string;
  intro: string;
  chips: NavLinkItem[];
  data: CarouselData;
  cta: NavLinkItem;
};

/** Up to five products in a horizontal scroller, with chips to shop categories and a "shop all" button. */
export function ProductCarousel({ id, title, intro, chips, data, cta }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const scroll = (dir: 1 | -1) => {
    const el = list.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * 0.8, behavior: "smooth" });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-4 py-12" data-testid={id}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h2>
          <p className="mt-1 text-slate-600">{intro}</p>
        </div>
        <div className="hidden gap-2 sm:flex">
          <Button variant="bare" type="button" onClick={() => scroll(-1)} aria-label={`Scroll ${title} back`} className="rounded-full border border-slate-300 p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-orange-600">
            <Icon name="chevron-left" />
          </Button>
          <Button variant="bare" type="button" onClick={() => scroll(1)} aria-label={`Scroll ${title} forward`} className="rounded-full border border-slate-300 p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-orange-600">
            <Icon name="chevron-right" />
          </Button>
        </div>
      </div>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${title} categories`}>
        {chips.map((c) => (
          <li key={c.label}>
            <Link to={c.to} className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-orange-500 hover:text-orange-700 focus-visible:outline-2 focus-visible:outline-orange-600">
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
      <CarouselBody data={data} listRef={list} />
      <div className="mt-6">
        <ButtonLink to={cta.to} variant="dark">{cta.label}</ButtonLink>
      </div>
    </section>
  );
}

// The drawn width of a card (its <li>'s share of the list's box, 16 px padding each side), so a phone picks the
// 480 w picture: "72vw" overshot by the padding and made a 1.75× phone fetch the 960 w one for 272 px.
const CARD_SIZES = "(min-width: 1024px) 240px, (min-width: 768px) calc(30vw - 10px), (min-width: 640px) calc(42vw - 14px), calc(72vw - 23px)";

function CarouselBody({ data, listRef }: { data: CarouselData; listRef: React.RefObject<HTMLUListElement | null> }) {
  if (data.error) {
    return (
      <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
        <p className="font-semibold">{data.error}</p>
        <p className="mt-1 text-sm">Please check your internet connection and reload the page</p>
      </div>
    );
  }
  if (!data.products.length) return <p className="mt-6 text-slate-600">No products available</p>;
  // scroll-px-4 matches px-4: without it the first snap point sits 16 px in, the browser scrolls the list
  // on load, and Chrome takes that scroll for user input and stops measuring the largest contentful paint.
  return (
    <ul ref={listRef} className="-mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto scroll-smooth px-4 pb-4 [scrollbar-width:thin]">
      {data.products.map((p) => (
        <li key={p.id} className="w-[72%] shrink-0 snap-start sm:w-[42%] md:w-[30%] lg:w-[calc((100%-4rem)/5)]">
          <ProductCard product={p} sizes={CARD_SIZES} />
        </li>
      ))}
    </ul>
  );
}
