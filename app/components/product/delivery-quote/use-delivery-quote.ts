import { useEffect, useState } from "react";
import type { AddressDto } from "../../../../contract/addresses";
import type { DeliveryQuote } from "../../../../contract/delivery";
import { ApiError } from "../../../lib/api";
import { client } from "../../../lib/browser-api";
import { getStoredToken } from "../../../lib/session";
import { call } from "../../../lib/typed-api";

// The same key as the stock line (product-availability.tsx): one remembered ZIP for the page.
const ZIP_KEY = "boxyard.zip";
const FIVE = /^\d{5}$/;
/** What is worth asking the server about: a US ZIP, or a postal code of another country (it answers `out_of_area`). */
export const ASKABLE = /^(\d{5}|(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d][A-Za-z\d -]{2,9})$/;

export type QuoteState =
  | { status: "none" }
  | { status: "loading" }
  | { status: "ready"; quote: DeliveryQuote }
  /** `code`: out_of_area, out_of_stock, quantity_unavailable (a quote request helps) or validation_failed (a typo). */
  | { status: "error"; message: string; outOfArea: boolean; code: string | null; zipError: string | null };

export const ZIP_TYPO = "Enter a 5-digit ZIP code";

/**
 * No ZIP yet, or one not worth asking about ("3313", "abcde"): the field says so (issue 48: it was dropped silently,
 * because the ZIP box is keyed by the ZIP and a message kept in it went with the old box).
 */
const blankOrTypo = (zip: string): QuoteState =>
  zip.trim() ? { status: "error", message: ZIP_TYPO, outOfArea: false, code: "validation_failed", zipError: ZIP_TYPO } : { status: "none" };

/** The ZIP to quote for: typed here before, else the signed-in customer's default shipping address. */
function useStartZip(setZip: (z: string) => void) {
  useEffect(() => {
    const remembered = window.localStorage.getItem(ZIP_KEY);
    if (remembered && FIVE.test(remembered)) return setZip(remembered);
    if (!getStoredToken()) return;
    call(client.user.addresses.$get()).then(
      (list) => {
        const shipping = (list as AddressDto[]).filter((a) => a.type === "shipping");
        const zip = (shipping.find((a) => a.isDefault) ?? shipping[0])?.postalCode.slice(0, 5);
        if (zip && FIVE.test(zip)) setZip(zip);
      },
      () => {},
    );
  }, [setZip]);
}

/** GET /v1/delivery/quote for the chosen variant and quantity whenever the ZIP or the choice changes. */
export function useDeliveryQuote(v: { productId: string; dimension: string | null; condition: string | null; quantity: number }) {
  const [zip, setZipState] = useState("");
  // The answer with the request it answers: a newer request shows "loading" until its own answer arrives.
  const [answer, setAnswer] = useState<{ key: string; state: QuoteState }>({ key: "", state: { status: "none" } });
  const setZip = (z: string) => {
    setZipState(z);
    if (FIVE.test(z)) window.localStorage.setItem(ZIP_KEY, z);
  };
  useStartZip(setZipState);
  const key = ASKABLE.test(zip) ? JSON.stringify([zip, v.productId, v.dimension, v.condition, v.quantity]) : "";

  useEffect(() => {
    if (!key) return;
    let live = true;
    const [z, productId, dimension, condition, quantity] = JSON.parse(key) as [string, string, string | null, string | null, number];
    const query = { productId, zip: z, quantity: String(quantity), ...(dimension ? { dimension } : {}), ...(condition ? { condition } : {}) };
    call(client.delivery.quote.$get({ query })).then(
      (quote) => live && setAnswer({ key, state: { status: "ready", quote } }),
      (err: unknown) => {
        if (!live) return;
        const code = err instanceof ApiError ? err.code : null;
        const outOfArea = code === "out_of_area" || code === "out_of_stock" || code === "quantity_unavailable";
        const message = err instanceof ApiError ? (code === "validation_failed" ? (err.errors.zip ?? err.message) : err.message) : "Could not price delivery right now.";
        const zipError = code === "validation_failed" && err instanceof ApiError ? (err.errors.zip ?? null) : null;
        setAnswer({ key, state: { status: "error", message, outOfArea, code, zipError } });
      },
    );
    return () => {
      live = false;
    };
  }, [key]);

  const state: QuoteState = !key ? blankOrTypo(zip) : answer.key === key ? answer.state : { status: "loading" };
  return { zip, setZip, state };
}
