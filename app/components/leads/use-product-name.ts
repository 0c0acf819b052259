import { useEffect, useState } from "react";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";

/** The name of the product a quote is about: given by the page, or looked up once from its id. */
export function useProductName(productId: string | undefined, known?: string): string | null {
  const [fetched, setFetched] = useState<{ id: string; name: string | null } | null>(null);
  const lookup = !known && productId ? productId : null;
  useEffect(() => {
    if (!lookup) return;
    let live = true;
    call(client.products[":id"].$get({ param: { id: lookup } }))
      .then((product) => live && setFetched({ id: lookup, name: product.name }))
      .catch(() => live && setFetched({ id: lookup, name: null }));
    return () => {
      live = false;
    };
  }, [lookup]);
  if (known) return known;
  return lookup && fetched?.id === lookup ? fetched.name : null;
}
