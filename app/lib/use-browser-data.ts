import { useCallback, useEffect, useState } from "react";
import { browserApi } from "./browser-api";

export type LoadState<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T };

export type BrowserDataOptions = {
  /** Prefix of the console line a failed GET writes, so the log says which part of the site it came from. */
  logLabel: string;
  /** The message shown for a failed GET; each part of the site words its errors its own way. */
  errorText: (err: unknown) => string;
};

/**
 * Makes the hook that loads one GET endpoint in the browser (the token lives in localStorage, so SSR cannot),
 * for one part of the site. The options are fixed here, outside any component, so they can never re-run the
 * fetch. The hook's `reload` fetches again without blanking what is shown, except an error, which turns back
 * into loading so the retry is seen; `replace` swaps the data after a change the server confirmed.
 */
export function browserDataHook({ logLabel, errorText }: BrowserDataOptions) {
  return function useBrowserData<T>(path: string) {
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
          console.error(`${logLabel} GET ${url} failed`, err);
          if (live) setState({ status: "error", message: errorText(err) });
        },
      );
      return () => {
        live = false;
      };
    }, [request]);
    const reload = useCallback(() => {
      setState((s) => (s.status === "error" ? { status: "loading" } : s));
      setRequest((r) => ({ ...r }));
    }, []);
    const replace = useCallback((data: T) => setState({ status: "ready", data }), []);
    return { state, reload, replace };
  };
}
