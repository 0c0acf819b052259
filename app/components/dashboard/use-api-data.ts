import { useCallback, useEffect, useState } from "react";
import { browserApi } from "../../lib/browser-api";

type State<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T };

/**
 * Loads one GET endpoint in the browser (the token lives in localStorage, so SSR cannot). `reload` fetches
 * again without blanking what is shown; `replace` swaps the data after a change the server confirmed.
 */
export function useApiData<T>(path: string) {
  const [state, setState] = useState<State<T>>({ status: "loading" });
  // A fresh object per request: `reload` re-runs the effect by replacing it.
  const [request, setRequest] = useState(() => ({ path }));
  if (request.path !== path) setRequest({ path });
  useEffect(() => {
    const url = request.path;
    let live = true;
    browserApi.get<T>(url).then(
      (res) => live && setState({ status: "ready", data: res.data }),
      (err: Error) => {
        console.error(`[dashboard] GET ${url} failed`, err);
        if (live) setState({ status: "error", message: err.message || "Something went wrong" });
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
}
