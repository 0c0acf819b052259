import { useEffect, useState } from "react";
import type { Design, DesignPriceDto } from "../../../../contract/builder";
import { anonymousClient } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";

/** Asks the server for the price 300 ms after the design stops changing; the newest answer wins. */
export function useServerPrice(design: Design, initial: DesignPriceDto | null = null) {
  const [price, setPrice] = useState<DesignPriceDto | null>(initial);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const json = JSON.stringify(design);
  useEffect(() => {
    let live = true;
    setPending(true);
    const timer = window.setTimeout(() => {
      call(anonymousClient.builder.price.$post({ json: { design: JSON.parse(json) as Design } }))
        .then((p) => live && (setPrice(p), setFailed(false)))
        .catch(() => live && setFailed(true))
        .finally(() => live && setPending(false));
    }, 300);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [json]);
  return { price, pending, failed };
}
