import type { ProductImage as Media } from "../../../contract/catalog";
import { ProductImage } from "./product-image";

type Props = { images: Media[]; index: number; onSelect: (i: number) => void; name: string };

/** The large picture (the page's LCP: loaded first) and a row of thumbnails to switch it. */
export function ProductGallery({ images, index, onSelect, name }: Props) {
  const current = images[index] ?? images[0] ?? null;
  return (
    <div>
      <div className="aspect-[3/2] overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200">
        <ProductImage
          key={current?.url ?? "none"}
          media={current}
          alt={images.length > 1 ? `${name}, image ${index + 1} of ${images.length}` : name}
          sizes="(min-width: 1024px) 50vw, 100vw"
          priority
          className="size-full object-cover"
        />
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-3 overflow-x-auto pb-1" aria-label="Product images">
          {images.map((m, i) => (
            <li key={m.url} className="shrink-0">
              <button
                type="button"
                onClick={() => onSelect(i)}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-current={i === index ? "true" : undefined}
                className={`block w-24 overflow-hidden rounded-lg ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 ${i === index ? "ring-orange-600" : "ring-transparent hover:ring-slate-300"}`}
              >
                <ProductImage media={m} alt="" sizes="96px" className="aspect-[3/2] w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
