import { useEffect } from "react";
import { client } from "../../../lib/browser-api";

const KEY = "boxyard:visit-recorded";

/**
 * Sends POST /v1/visits once per browser session from the home page (the admin counts visitors
 * today). Failures are ignored, as the spec says: counting must never disturb the visitor.
 */
export function useTrackVisit(path: string) {
  useEffect(() => {
    try {
      if (window.sessionStorage.getItem(KEY)) return;
      window.sessionStorage.setItem(KEY, "1");
    } catch {
      /* storage blocked: still count this visit */
    }
    client.visits.$post({ json: { path } }).catch(() => undefined);
  }, [path]);
}
