/** Where every "Get a quote" button leads: the contact page's quote form, carrying what the visitor looked at. */
export const QUOTE_PAGE = "/contact";
const OPTION_PREFIX = "opt_";

/**
 * `/contact?product=<id>&opt_dimension=40ft#quote`. The QuoteForm on that page reads these back
 * (see `quoteContextFromSearch`), so a button anywhere needs only this link.
 */
export function quoteHref(productId?: string, options: Record<string, string> = {}, zip?: string): string {
  const params = new URLSearchParams();
  if (productId) params.set("product", productId);
  if (zip) params.set("zip", zip);
  for (const [k, v] of Object.entries(options)) if (v) params.set(`${OPTION_PREFIX}${k}`, v);
  const q = params.toString();
  return `${QUOTE_PAGE}${q ? `?${q}` : ""}#quote`;
}

/** The delivery ZIP a link carries (the product page's "Request a quote" after a refusal), to pre-fill the form. */
export const zipFromSearch = (search: URLSearchParams) => (search.get("zip") ?? "").trim().slice(0, 10);

export function quoteContextFromSearch(search: URLSearchParams): { productId?: string; productOptions: Record<string, string> } {
  const productOptions: Record<string, string> = {};
  for (const [k, v] of search) {
    // The API takes at most 10 options of 40/200 characters; a hand-edited link must not make the form fail.
    if (k.startsWith(OPTION_PREFIX) && v && Object.keys(productOptions).length < 10) productOptions[k.slice(OPTION_PREFIX.length, OPTION_PREFIX.length + 40)] = v.slice(0, 200);
  }
  const productId = search.get("product") ?? undefined;
  return { productId: productId && /^[0-9a-f-]{36}$/i.test(productId) ? productId : undefined, productOptions };
}
