import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { anonymousClient, client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import { useHasToken } from "../site/use-client-state";
import { formatNumber } from "../../../contract/en-us-format";

const ZIP_KEY = "boxyard.zip";
/** A depot farther than this is not "near you": the buyer is told where it would come from instead. */
const NEAR_MILES = 400;

/** The visitor's ZIP: typed here (remembered), else the default shipping address when signed in. */
function useVisitorZip(): [string, (zip: string) => void] {
  const [zip, setZip] = useState("");
  const signedIn = useHasToken(false);
  useEffect(() => {
    // localStorage and the session exist only in the browser, so both are read after the first render.
    const stored = window.localStorage.getItem(ZIP_KEY);
    const fromAddress = stored || !signedIn
      ? Promise.resolve(stored ?? "")
      : call(client.user.addresses.$get()).then((addresses) => {
          const ship = addresses.filter((a) => a.type === "shipping");
          return /^\d{5}/.exec((ship.find((a) => a.isDefault) ?? ship[0])?.postalCode ?? "")?.[0] ?? "";
        });
    fromAddress.then((z) => z && setZip(z)).catch(() => undefined);
  }, [signedIn]);
  const remember = (value: string) => {
    setZip(value);
    if (value) window.localStorage.setItem(ZIP_KEY, value);
    else window.localStorage.removeItem(ZIP_KEY);
  };
  return [zip, remember];
}

const loadAvailability = (id: string, zip: string) => call(anonymousClient.products[":id"].availability.$get({ param: { id }, query: { zip: zip || undefined } }));
type Availability = Awaited<ReturnType<typeof loadAvailability>>;

/** Live stock of the chosen variant for the visitor's ZIP: nearest depot, or where it would come from, or sold out. */
export function ProductAvailability({ productId, dimension, condition }: { productId: string; dimension: string | null; condition: string | null }) {
  const [zip, setZip] = useVisitorZip();
  const [draft, setDraft] = useState("");
  const [data, setData] = useState<Availability | null>(null);
  const [error, setError] = useState("");
  const inputId = useId();
  useEffect(() => {
    let live = true;
    loadAvailability(productId, zip)
      .then((res) => live && (setData(res), setError("")))
      .catch((err: Error) => live && setError(err.message));
    return () => {
      live = false;
    };
  }, [productId, zip]);
  const variant = data?.variants.find((v) => v.dimension === dimension && v.condition === condition) ?? (data?.variants.length === 1 ? data.variants[0] : undefined);
  const nearest = variant?.depots[0];
  let line: React.ReactNode = "Checking stock…";
  let tone = "border-slate-200 bg-slate-50 text-slate-700";
  if (variant && variant.total === 0) {
    tone = "border-red-200 bg-red-50 text-red-900";
    line = (
      <>
        <span className="font-semibold">Sold out</span> —{" "}
        <Link to={`/contact?subject=${encodeURIComponent("Quote request")}`} className="font-medium underline">Request a quote</Link>
      </>
    );
  } else if (variant && nearest && zip && nearest.distanceMiles !== null) {
    const near = nearest.distanceMiles <= NEAR_MILES;
    tone = near ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-amber-200 bg-amber-50 text-amber-900";
    line = near ? (
      <><span className="font-semibold">In stock at {nearest.city}, {nearest.state}</span> — {nearest.quantity} available, {formatNumber(nearest.distanceMiles)} miles from you</>
    ) : (
      <><span className="font-semibold">Out of stock near you</span> — available from {nearest.city}, {nearest.state}</>
    );
  } else if (variant) {
    tone = "border-emerald-200 bg-emerald-50 text-emerald-900";
    line = <><span className="font-semibold">In stock</span> — {variant.total} available across our depots</>;
  } else if (data) {
    // No full choice yet: the product's total, and what choosing adds.
    tone = data.total > 0 ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-900";
    line = data.total > 0 ? <><span className="font-semibold">{data.total} available</span> across our depots — choose a size and condition to see the nearest</> : <span className="font-semibold">Sold out</span>;
  }
  return (
    <div className="space-y-2" data-testid="availability">
      <p role="status" aria-live="polite" className={`rounded-xl border px-4 py-3 text-sm ${tone}`}>{error || line}</p>
      <form
        className="flex items-end gap-2 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          if (/^\d{5}$/.test(draft.trim()) || draft.trim() === "") setZip(draft.trim());
        }}
      >
        <label htmlFor={inputId} className="text-slate-700">
          Stock near ZIP
          <input id={inputId} inputMode="numeric" maxLength={5} pattern="\d{5}" placeholder={zip || "e.g. 33101"} value={draft} onChange={(e) => setDraft(e.target.value)} className="ml-2 w-24 rounded-lg border border-slate-300 px-2 py-1" />
        </label>
        <button type="submit" className="rounded-lg border border-slate-300 px-3 py-1 font-medium text-slate-800 hover:bg-slate-100">Check</button>
      </form>
    </div>
  );
}
