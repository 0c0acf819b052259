import { useCallback, useEffect, useState } from "react";
import { browserApi } from "../../../lib/browser-api";
import { errorText } from "./errors";

export type LoadState<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T };

/**
 * Loads one admin GET in the browser (the token lives in localStorage). `reload` re-reads without blanking
 * what is shown; `replace` swaps in data the server just returned after a change.
 */
export function useAdminData<T>(path: string) {
  const [state, setState] = useState<LoadState<T>>({ status: "loading" });
  // A fresh object per request: a new path or `reload` replaces it and the effect runs again.
  const [request, setRequest] = useState(() => ({ path }));
  if (request.path !== path) setRequest({ path });
  useEffect(() => {
    const url = request.path;
    let live = true;
    browserApi.get<T>(url).then(
      (res) => live && setState({ status: "ready", data: res.data }),
      (err: unknown) => {
        console.error(`[admin] GET ${url} failed`, err);
        if (live) setState({ status: "error", message: errorText(err) });
      },
    );
    return () => {
      live = false;
    };
  }, [request]);
  const reload = useCallback(() => setRequest((r) => ({ ...r })), []);
  const replace = useCallback((data: T) => setState({ status: "ready", data }), []);
  return { state, reload, replace };
}
