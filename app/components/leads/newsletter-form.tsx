/** Placeholder: the sales-leads issue makes this box send to POST /v1/newsletter. */
export function NewsletterForm() {
  return (
    <form className="flex gap-2" onSubmit={(e) => e.preventDefault()}>
      <input aria-label="Email address" type="email" placeholder="Email address" className="min-w-0 flex-1 rounded border px-3 py-2 text-slate-900" />
      <button type="submit" className="rounded bg-orange-600 px-4 py-2 font-semibold text-white">Sign up</button>
    </form>
  );
}
