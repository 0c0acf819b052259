/** Placeholder: the sales-leads issue makes this form send to POST /v1/quotes. */
export function QuoteForm(_props: { productId?: string; productOptions?: Record<string, string> }) {
  return (
    <form className="grid gap-3" onSubmit={(e) => e.preventDefault()}>
      <input aria-label="Your Name" placeholder="Your Name" className="rounded border px-3 py-2" />
      <input aria-label="Email" type="email" placeholder="Email" className="rounded border px-3 py-2" />
      <input aria-label="Phone" placeholder="Phone" className="rounded border px-3 py-2" />
      <input aria-label="Company" placeholder="Company" className="rounded border px-3 py-2" />
      <input aria-label="Delivery zip code" placeholder="Delivery zip code" className="rounded border px-3 py-2" />
      <textarea aria-label="Project details" rows={6} placeholder="Tell us more about your project and timeline" className="rounded border px-3 py-2" />
      <button type="submit" className="rounded bg-orange-600 px-4 py-2 font-semibold text-white">Get a quote</button>
      <p className="text-sm text-slate-500">Your privacy is our policy.</p>
    </form>
  );
}
