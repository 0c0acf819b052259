import { useEffect, useState } from "react";
import type { DeliveryEstimate } from "../../../contract/delivery-estimate";
import { ApiError } from "../../lib/api";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";

export type EstimateState =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "done"; estimate: DeliveryEstimate }
  | { state: "error"; message: string };

/** Answers already fetched this page view: retyping a ZIP costs no second request. */
const cache = new Map<string, DeliveryEstimate>();
const DEBOUNCE_MS = 250;

export const isZip = (zip: string) => /^\d{5}$/.test(zip.trim());

/** The delivery estimate for a ZIP, fetched once it has five digits and the visitor paused typing. */
export function useDeliveryEstimate(zip: string): EstimateState {
  const clean = zip.trim();
  const [answer, setAnswer] = useState<{ zip: string; result: EstimateState } | null>(null);
  const wanted = isZip(clean) && !cache.has(clean);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const timer = setTimeout(() => {
      call(client.delivery.estimate.$get({ query: { zip: clean } }))
        .then((estimate) => {
          cache.set(clean, estimate);
          if (live) setAnswer({ zip: clean, result: { state: "done", estimate } });
        })
        .catch((err: unknown) => {
          const message = err instanceof ApiError ? (err.errors.zip ?? err.message) : "Could not load a delivery estimate. Please try again.";
          if (live) setAnswer({ zip: clean, result: { state: "error", message } });
        });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [clean, wanted]);

  if (!isZip(clean)) return { state: "idle" };
  const cached = cache.get(clean);
  if (cached) return { state: "done", estimate: cached };
  return answer?.zip === clean ? answer.result : { state: "loading" };
}
