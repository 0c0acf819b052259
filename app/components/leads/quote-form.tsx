import { type FormEvent, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../lib/api";
import { client } from "../../lib/browser-api";
import { callWithMessage } from "../../lib/typed-api";
import { DeliveryEstimate } from "./delivery-estimate";
import { Button } from "../ui/button";
import { Field, TextAreaField } from "../ui/field";
import { quoteContextFromSearch, zipFromSearch } from "./quote-link";
import { useProductName } from "./use-product-name";

type Props = {
  /** The product the visitor was looking at; without it the form reads `?product=` from the URL (see quoteHref). */
  productId?: string;
  /** Their choices on that product, e.g. { dimension: "40ft High Cube", condition: "New" }. */
  productOptions?: Record<string, string>;
  /** Shown in the form; looked up from productId when not given. */
  productName?: string;
  className?: string;
};

const EMPTY = { name: "", email: "", phone: "", company: "", zip: "", message: "", website: "" };
type Values = typeof EMPTY;
const FIELD_ORDER: (keyof Values)[] = ["name", "email", "phone", "company", "zip", "message"];

/** "40ft" speaks for itself; a bare number needs its name ("Quantity 2"). */
const optionLabel = (key: string, value: string) => (/^\d+$/.test(value) ? `${key.charAt(0).toUpperCase()}${key.slice(1)} ${value}` : value);

/** The spec's 'Need a custom quote?' form, sent to POST /v1/quotes with the product it is about. */
export function QuoteForm({ productId: givenId, productOptions: givenOptions, productName: givenName, className = "" }: Props) {
  const uid = useId();
  const [search] = useSearchParams();
  const fromUrl = quoteContextFromSearch(search);
  const productId = givenId ?? fromUrl.productId;
  const productOptions = givenId ? (givenOptions ?? {}) : { ...fromUrl.productOptions, ...givenOptions };
  const productName = useProductName(productId, givenName);

  // A refused delivery quote links here with its ZIP: the form starts with it.
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, zip: zipFromSearch(search) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (key: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    // An edited field's old error no longer describes it; e-mail and phone share the "one of them" error.
    setErrors((errs) => {
      const { [key]: _gone, ...rest } = errs;
      if (key === "phone" && /phone/.test(rest.email ?? "")) delete rest.email;
      return rest;
    });
  };
  const fieldId = (key: string) => `${uid}-${key}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSending(true);
    setFormError(null);
    try {
      const res = await callWithMessage(client.quotes.$post({ json: { ...values, productId, productOptions } }));
      setSent(res.message);
      setErrors({});
      setValues(EMPTY);
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.errors : {};
      setErrors(fieldErrors);
      const first = FIELD_ORDER.find((k) => fieldErrors[k]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      const unnamed = Object.keys(fieldErrors).some((k) => !FIELD_ORDER.includes(k as keyof Values));
      if (!first || unnamed) setFormError(err instanceof ApiError ? err.message : "Could not send your request. Check your connection and try again.");
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className={`rounded-2xl border border-green-200 bg-green-50 p-6 text-green-900 ${className}`}>
        <p className="text-lg font-semibold">Request sent</p>
        <p className="mt-1">{sent}</p>
        <Button variant="bare" onClick={() => setSent(null)} className="mt-4 text-sm font-semibold text-green-900 underline underline-offset-2 hover:text-green-700 focus-visible:outline-2 focus-visible:outline-orange-600">
          Send another request
        </Button>
      </div>
    );
  }

  const options = Object.entries(productOptions);
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Quote request" className={`grid gap-4 sm:grid-cols-2 ${className}`}>
      {productId && (
        <p className="rounded-lg bg-orange-50 px-4 py-3 text-sm text-slate-800 sm:col-span-2" data-testid="quote-product">
          <span className="font-semibold">Quote for: </span>
          {productName ?? "the product you were viewing"}
          {options.length > 0 && <span className="text-slate-600"> · {options.map(([k, v]) => optionLabel(k, v)).join(" · ")}</span>}
        </p>
      )}
      {/* `contents` keeps the fields the form's grid items. */}
      <div className="contents">
        <Field id={fieldId("name")} label="Your Name" value={values.name} onChange={set("name")} error={errors.name} autoComplete="name" placeholder="Jane Smith" maxLength={120} />
        <Field id={fieldId("company")} label="Company" value={values.company} onChange={set("company")} error={errors.company} autoComplete="organization" placeholder="Optional" maxLength={120} />
        <Field id={fieldId("email")} label="Email" type="email" value={values.email} onChange={set("email")} error={errors.email} autoComplete="email" placeholder="you@company.com" maxLength={254} />
        <Field id={fieldId("phone")} label="Phone" type="tel" value={values.phone} onChange={set("phone")} error={errors.phone} autoComplete="tel" placeholder="(555) 123-4567" maxLength={30} />
        <Field id={fieldId("zip")} label="Delivery zip code" value={values.zip} onChange={set("zip")} error={errors.zip} autoComplete="postal-code" inputMode="numeric" placeholder="e.g. 33101" maxLength={10} className="sm:col-span-2" />
        <DeliveryEstimate zip={values.zip} className="sm:col-span-2" />
        <TextAreaField id={fieldId("message")} label="Project details" rows={6} value={values.message} onChange={set("message")} error={errors.message} placeholder="Tell us more about your project and timeline" maxLength={5000} className="sm:col-span-2" />
        {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={fieldId("website")}>Website</label>
          <input id={fieldId("website")} name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={set("website")} />
        </div>
        {formError && <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">{formError}</p>}
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-slate-500">We need your name, a ZIP code, and an e-mail or a phone number.</p>
          <Button type="submit" size="lg" disabled={sending} className="shrink-0 whitespace-nowrap">
            {sending ? "Sending…" : "Get a quote"}
          </Button>
        </div>
        <p className="text-sm text-slate-500 sm:col-span-2">Your privacy is our policy.</p>
      </div>
    </form>
  );
}
