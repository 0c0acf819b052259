import { useEffect, useState } from "react";
import type { Design, DesignPriceDto } from "../../../../contract/builder";
import { anonymousClient } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";

/** Asks the server for the price 300 ms after the design stops changing; the newest answer wins. */
export function useServerPrice(design: Design, initial: DesignPriceDto | null = null) {
  const json = JSON.stringify(design);
  const [answer, setAnswer] = useState<{ for: string; price: DesignPriceDto | null; failed: boolean }>({ for: initial ? json : "", price: initial, failed: false });
  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      call(anonymousClient.builder.price.$post({ json: { design: JSON.parse(json) as Design } }))
        .then((price) => live && setAnswer({ for: json, price, failed: false }))
        .catch(() => live && setAnswer((a) => ({ ...a, for: json, failed: true })));
    }, 300);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [json]);
  // "Updating" until the answer is for the design as it is now: the figures shown never pass for the new design's.
  return { price: answer.price, pending: answer.for !== json, failed: answer.failed };
}
