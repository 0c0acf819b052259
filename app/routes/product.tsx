import { useState } from "react";
import { Link, data, isRouteErrorResponse, useRouteError } from "react-router";
import { ProductGallery } from "../components/product/product-gallery";
import { ProductPurchase } from "../components/product/product-purchase";
import { ProductTabs } from "../components/product/product-tabs";
import { type Selection, initialSelection, resolveView, shipsByParcel } from "../components/product/selection";
import { addAfterLoginKey, selectionStashKey } from "../components/product/use-add-to-cart";
import { breadcrumbList, productJsonLd } from "../components/product/structured-data";
import { QuoteSection } from "../components/site/home/quote-section";
import { JsonLd } from "../components/site/json-ld";
import { rootDataFromMatches, useRootData } from "../components/site/root-data";
import { cutDescription, pageMeta } from "../components/site/seo";
import { ButtonLink } from "../components/ui/button";
import { ApiError } from "../lib/api";
import { unstash } from "../lib/return-to";
import { serverContext } from "../lib/server-context";
import { call } from "../lib/typed-api";
import type { ProductDetail } from "../../contract/catalog";
import { sharedPageHeaders } from "../lib/shared-page";
import { paintFirst } from "../lib/paint-first";
import type { Route } from "./+types/product";

/** The same for every visitor: the server may reuse this render for a few seconds. */
export const headers = sharedPageHeaders;
export const handle = paintFirst;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { client } = context.get(serverContext);
  try {
    return { product: await call(client.products[":id"].$get({ param: { id: params.id } })) };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw data("Product not found", { status: 404 });
    // Too busy: the same 503 and Retry-After the API gave, so crawlers and browsers come back later.
    if (err instanceof ApiError && err.status === 503) throw data(err.message, { status: 503, headers: { "Retry-After": "2" } });
    // Anything else is a fault: thrown as it is, so React Router's handleError logs it with the request id
    // (turning it into data(500) hid the cause: ADR 041).
    throw err;
  }
}

/**
 * Back from logging in (Add to Cart sent the buyer to /auth): the choice they had made comes along, and, when it
 * was Add to Cart that sent them, the line is added on arrival.
 */
export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  return { ...(await serverLoader()), kept: unstash<Selection>(selectionStashKey(params.id)), addOnArrival: unstash<boolean>(addAfterLoginKey(params.id)) === true };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  const p = loaderData?.product;
  if (!p) return [{ title: `Product not found | ${root.settings.siteName}` }, { name: "robots", content: "noindex" }];
  return pageMeta({
    root,
    title: `${p.name} | ${root.settings.siteName}`,
    description: p.description,
    path: `/product/${p.id}`,
    image: p.images[0],
    imageAlt: p.name,
    type: "product",
    extra: [
      { property: "product:price:amount", content: p.price.toFixed(2) },
      { property: "product:price:currency", content: "USD" },
      { property: "product:availability", content: p.available === 0 ? "out of stock" : "in stock" },
    ],
  });
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const kept = "kept" in loaderData ? loaderData.kept : null;
  const addOnArrival = "addOnArrival" in loaderData && loaderData.addOnArrival;
  // Keyed by product so moving to another product starts from its own defaults.
  return <ProductView key={product.id} product={product} kept={kept} addOnArrival={addOnArrival} />;
}

function ProductView({ product, kept, addOnArrival }: { product: ProductDetail; kept: Selection | null; addOnArrival: boolean }) {
  const { publicUrl, settings } = useRootData();
  const [selection, setSelection] = useState(() => kept ?? initialSelection(product));
  const view = resolveView(product, selection);
  const options: Record<string, string> = { quantity: String(selection.quantity) };
  if (view.dimension) options.dimension = view.dimension.dimension;
  if (view.condition) options.condition = view.condition.condition;
  // A part's parcel is no truck to name in the quote request.
  if (view.delivery && !shipsByParcel(product)) options.delivery = view.delivery.method;
  return (
    <>
      <JsonLd data={productJsonLd(publicUrl, product, cutDescription(product.description), settings.siteName)} />
      <JsonLd data={breadcrumbList(publicUrl, [{ name: "Home", path: "/" }, { name: "Shop", path: "/shop" }, { name: product.name, path: `/product/${product.id}` }])} />
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
        <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li><Link to="/" className="hover:text-orange-700 hover:underline">Home</Link></li>
            <li aria-hidden="true">/</li>
            <li><Link to="/shop" className="hover:text-orange-700 hover:underline">Shop</Link></li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-slate-900">{product.name}</li>
          </ol>
        </nav>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="lg:sticky lg:top-24 lg:self-start">
            <ProductGallery images={view.images} index={selection.imageIndex} name={product.name} onSelect={(imageIndex) => setSelection({ ...selection, imageIndex })} />
          </div>
          <ProductPurchase product={product} selection={selection} view={view} onChange={setSelection} addOnArrival={addOnArrival} />
        </div>
        <QuoteStrip />
        <div className="mt-10">
          <ProductTabs description={view.description} specifications={view.specifications} />
        </div>
      </div>
      <QuoteSection productId={product.id} productOptions={options} productName={product.name} title={`Questions about the ${product.name}?`} />
    </>
  );
}

function QuoteStrip() {
  return (
    <div className="mt-10 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-orange-50 px-6 py-5 ring-1 ring-orange-100">
      <p className="text-lg font-semibold text-slate-900">Have questions? Get a quote</p>
      <a
        href="#quote"
        onClick={(e) => {
          e.preventDefault();
          const target = document.getElementById("quote");
          target?.scrollIntoView({ behavior: "smooth", block: "start" });
          target?.querySelector<HTMLElement>("input, textarea")?.focus({ preventScroll: true });
        }}
        className="rounded-lg bg-slate-900 px-5 py-2.5 font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
      >
        Get a quote
      </a>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = isRouteErrorResponse(error) ? (typeof error.data === "string" && error.data) || "An error occurred" : error instanceof Error ? error.message : "An error occurred";
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{notFound ? "Product not found" : "Something went wrong"}</h1>
      <p role={notFound ? undefined : "alert"} className={`mt-4 ${notFound ? "text-slate-600" : "text-red-700"}`}>
        {notFound ? "This product is no longer available or the link is wrong." : message}
      </p>
      <ButtonLink to="/shop" className="mt-8">Browse all products</ButtonLink>
    </div>
  );
}
