import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { SERVER_SEARCH_DEBOUNCE_MS, useDebounced } from "./use-debounced";

/**
 * An admin search box whose settled term (300 ms after typing stops, SPEC section 9) goes into the URL's
 * `?search=`, where the route's clientLoader reads it: the list is route data, and the search survives a reload.
 */
export function useUrlSearch(key = "search") {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get(key) ?? "");
  const settled = useDebounced(typed.trim(), SERVER_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if ((params.get(key) ?? "") === settled) return;
    setParams(
      (next) => {
        if (settled) next.set(key, settled);
        else next.delete(key);
        next.delete("page");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [settled, key, params, setParams]);
  return { typed, setTyped, search: params.get(key) ?? "" };
}
