import { type FormEvent, useEffect, useRef, useState } from "react";
import type { SandboxSessionDto } from "../../../contract/checkout";
import { formatUsd } from "../../../contract/money";
import { ApiError } from "../../lib/api";
import { anonymousClient } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { formatCardNumber, formatExpiry } from "./card-input";

type Fields = { cardNumber: string; expiry: string; cvc: string; name: string };
const EMPTY: Fields = { cardNumber: "", expiry: "", cvc: "", name: "" };

const input =
  "block w-full border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-400 focus:relative focus:z-10 focus:outline-2 focus:outline-offset-0 focus:outline-orange-600 aria-invalid:border-red-500 aria-invalid:text-red-700";

/** The card form: the server judges the card (test cards only) and answers where to go next. */
export function SandboxCardForm({ session }: { session: SandboxSessionDto }) {
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [declinedNumber, setDeclinedNumber] = useState(false);
  const [paying, setPaying] = useState(false);
  const set = (key: keyof Fields, value: string) => setFields((f) => ({ ...f, [key]: value }));
  const form = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setFields(typedBeforeHydration(form.current));
    setHydrated(true);
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setPaying(true);
    setMessage(null);
    setErrors({});
    setDeclinedNumber(false);
    try {
      const { redirectUrl } = await call(anonymousClient.payments.sandbox.sessions[":id"].pay.$post({ param: { id: session.id }, json: fields }));
      window.location.href = redirectUrl;
    } catch (err) {
      setPaying(false);
      const text = err instanceof Error && err.message ? err.message : "Something went wrong. Please try again.";
      const fieldErrors = err instanceof ApiError ? (err.errors as Partial<Fields>) : {};
      // Each problem is said once (issue 18): a decline (402) in the banner only, with the card number marked;
      // form mistakes under their fields only; the banner for anything else (an expired session).
      if (err instanceof ApiError && err.code === "card_declined") {
        setDeclinedNumber(true);
        setMessage(text);
      } else {
        setErrors(fieldErrors);
        setMessage(Object.values(fieldErrors).includes(text) ? null : text);
      }
    }
  }

  const fieldError = (key: keyof Fields) => errors[key] && <p id={`${key}-error`} className="mt-1 text-sm text-red-700">{errors[key]}</p>;
  const invalid = (key: keyof Fields) => {
    if (key === "cardNumber" && declinedNumber) return { "aria-invalid": true, "aria-describedby": "payment-message" };
    return { "aria-invalid": errors[key] ? true : undefined, "aria-describedby": errors[key] ? `${key}-error` : undefined };
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-5">
      <h2 className="text-lg font-semibold text-slate-900">Pay with card</h2>
      {session.customerEmail && (
        <div>
          <p className="text-sm font-medium text-slate-700">Email</p>
          <p className="mt-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 text-slate-700">{session.customerEmail}</p>
        </div>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Card information</legend>
        <div className="mt-1 rounded-lg shadow-sm">
          <label htmlFor="cardNumber" className="sr-only">Card number</label>
          <input id="cardNumber" name="cardNumber" autoComplete="cc-number" inputMode="numeric" placeholder="1234 1234 1234 1234" maxLength={19}
            value={fields.cardNumber} onChange={(e) => set("cardNumber", formatCardNumber(e.target.value))}
            className={`${input} rounded-t-lg border`} {...invalid("cardNumber")} />
          <div className="flex">
            <label htmlFor="expiry" className="sr-only">Expiry date (MM / YY)</label>
            <input id="expiry" name="expiry" autoComplete="cc-exp" inputMode="numeric" placeholder="MM / YY"
              value={fields.expiry} onChange={(e) => set("expiry", formatExpiry(e.target.value, fields.expiry))}
              className={`${input} -mt-px rounded-bl-lg border`} {...invalid("expiry")} />
            <label htmlFor="cvc" className="sr-only">CVC</label>
            <input id="cvc" name="cvc" autoComplete="cc-csc" inputMode="numeric" placeholder="CVC" maxLength={4}
              value={fields.cvc} onChange={(e) => set("cvc", e.target.value.replace(/\D/g, "").slice(0, 4))}
              className={`${input} -mt-px -ml-px rounded-br-lg border`} {...invalid("cvc")} />
          </div>
        </div>
        {fieldError("cardNumber")}
        {fieldError("expiry")}
        {fieldError("cvc")}
      </fieldset>
      <div>
        <label htmlFor="name" className="text-sm font-medium text-slate-700">Cardholder name</label>
        <input id="name" name="name" autoComplete="cc-name" placeholder="Full name on card" value={fields.name} onChange={(e) => set("name", e.target.value)}
          className={`${input} mt-1 rounded-lg border shadow-sm`} {...invalid("name")} />
        {fieldError("name")}
      </div>
      {message && (
        <div id="payment-message">
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      {/* Before hydration the form has no handler: a press would send the card in the page's address. */}
      <Button type="submit" variant="dark" size="lg" className="w-full" disabled={paying || !hydrated}>
        {paying ? "Processing..." : `Pay ${formatUsd(session.amount)}`}
      </Button>
      <div className="rounded-lg border border-dashed border-amber-300 bg-amber-50 px-4 py-3 text-xs text-amber-900">
        <p className="font-semibold">Sandbox: no real card is charged.</p>
        <p className="mt-1">4242 4242 4242 4242 pays · 4000 0000 0000 0002 is declined. Any future expiry, any 3-digit CVC.</p>
      </div>
    </form>
  );
}

/**
 * What the buyer typed while the page's scripts were still on their way (a slow link): the inputs hold it, the
 * state does not, and the first render after hydration would blank it. Read once, formatted as typing would.
 */
function typedBeforeHydration(form: HTMLFormElement | null): Fields {
  const typed = (name: keyof Fields) => (form?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
  return {
    cardNumber: formatCardNumber(typed("cardNumber")),
    expiry: formatExpiry(typed("expiry"), ""),
    cvc: typed("cvc").replace(/\D/g, "").slice(0, 4),
    name: typed("name"),
  };
}
