import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { QUOTE_STATUSES, type QuoteStatus } from "../../../contract/quotes";
import { ExportNewsletterButton } from "../../components/leads/admin/export-newsletter-button";
import { QuoteCard } from "../../components/leads/admin/quote-card";
import { StatusTabs } from "../../components/leads/admin/status-tabs";
import { useQuoteInbox } from "../../components/leads/admin/use-quote-inbox";

export function meta() {
  return [{ title: "Quote requests | Admin" }, { name: "robots", content: "noindex" }];
}

const SEARCH_DELAY_MS = 300;

/** /admin/quotes — the sales inbox: search, status tabs, one card per request. State lives in the URL. */
export default function AdminQuotesPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const rawStatus = params.get("status") ?? "";
  const status = (QUOTE_STATUSES as readonly string[]).includes(rawStatus) ? (rawStatus as QuoteStatus) : "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [typed, setTyped] = useState(search);
  const inbox = useQuoteInbox({ search, status, page });

  const update = (next: Record<string, string>) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      for (const [k, v] of Object.entries(next)) if (v) out.set(k, v); else out.delete(k);
      return out;
    }, { replace: true });

  // The search applies once typing pauses, as on the other admin lists.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onType = (value: string) => {
    setTyped(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => update({ search: value.trim(), page: "" }), SEARCH_DELAY_MS);
  };

  const data = inbox.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Quote requests</h1>
          <p className="mt-1 text-sm text-slate-600">Leads from the quote forms, newest first.</p>
        </div>
        <ExportNewsletterButton />
      </div>

      <div className="mt-6 space-y-3">
        <label htmlFor="quote-search" className="sr-only">Search quote requests</label>
        <input
          id="quote-search"
          type="search"
          value={typed}
          onChange={(e) => onType(e.target.value)}
          placeholder="Search by name, e-mail, phone, company, ZIP or product"
          className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base shadow-sm focus:border-orange-600 focus:ring-2 focus:ring-orange-600/30 focus:outline-none sm:text-sm"
        />
        <StatusTabs value={status} counts={data?.counts ?? null} onChange={(s) => update({ status: s, page: "" })} />
      </div>

      <section aria-live="polite" aria-busy={inbox.loading} className="mt-6 space-y-4">
        {inbox.loading && !data && <p className="text-slate-600">Loading quote requests...</p>}
        {inbox.error && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {inbox.error}{" "}
            <button type="button" onClick={inbox.reload} className="font-semibold underline">Try Again</button>
          </div>
        )}
        {data && data.items.length === 0 && (
          <p className="rounded-2xl bg-white px-5 py-10 text-center text-slate-600 ring-1 ring-slate-200">
            No quote requests found{search || status ? " matching your search" : ""}.
          </p>
        )}
        {data?.items.map((q) => <QuoteCard key={q.id} quote={q} onSaved={inbox.replace} />)}
      </section>

      {data && data.totalPages > 1 && (
        <nav aria-label="Pagination" className="mt-6 flex items-center justify-between text-sm">
          <button type="button" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })} className="rounded-lg px-3 py-2 font-semibold ring-1 ring-slate-300 disabled:opacity-40">Previous</button>
          <span className="text-slate-600">Page {data.page} of {data.totalPages}</span>
          <button type="button" disabled={page >= data.totalPages} onClick={() => update({ page: String(page + 1) })} className="rounded-lg px-3 py-2 font-semibold ring-1 ring-slate-300 disabled:opacity-40">Next</button>
        </nav>
      )}
    </div>
  );
}
