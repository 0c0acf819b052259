import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatUsd } from "../../../contract/money";
import type { ProductCardData } from "../../lib/product-card-data";
import { ProductImage } from "./product-image";

type Props = {
  product: ProductCardData;
  sizes: string;
  priority?: boolean;
  /** Extra controls under the price (the shop's "Add to cart"). */
  children?: ReactNode;
  headingLevel?: "h2" | "h3";
};

/**
 * Image, name and price; the whole card opens /product/{id}. Inside an `@container` wider than 36rem (the
 * shop's first card spanning a row) it turns landscape, so its picture does not grow a screen tall.
 */
export function ProductCard({ product, sizes, priority, children, headingLevel = "h3" }: Props) {
  const Heading = headingLevel;
  const rent = product.categories.includes("rent");
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-orange-600 @xl:flex-row">
      <div className="aspect-[3/2] overflow-hidden bg-slate-100 @xl:w-3/5 @xl:shrink-0">
        <ProductImage media={product.media[0]} alt={product.name} sizes={sizes} priority={priority} className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 @xl:p-6">
        <Heading className="text-base leading-snug font-semibold text-slate-900 @xl:text-xl">
          <Link to={`/product/${product.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Link>
        </Heading>
        <p className="mt-auto text-lg font-bold text-slate-900">
          {formatUsd(product.price)}
          {rent && <span className="text-sm font-medium text-slate-600"> / month</span>}
        </p>
        {product.available !== undefined && (
          <p className={`text-sm font-medium ${product.available > 2 ? "text-emerald-700" : product.available > 0 ? "text-amber-700" : "text-red-700"}`}>
            {product.available > 2 ? "In stock" : product.available > 0 ? `Only ${product.available} left` : "Sold out"}
          </p>
        )}
        {children && <div className="relative z-10">{children}</div>}
      </div>
    </article>
  );
}
