import { useRef, useState } from "react";
import { useNavigation, useRevalidator, useSearchParams } from "react-router";
import { QUOTE_STATUSES, type QuoteStatus } from "../../../contract/quotes";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { ExportNewsletterButton } from "../../components/leads/admin/export-newsletter-button";
import { QuoteCard } from "../../components/leads/admin/quote-card";
import { StatusTabs } from "../../components/leads/admin/status-tabs";
import { Button } from "../../components/ui/button";
import { client } from "../../lib/browser-api";
import { load } from "../../lib/route-action";
import type { Route } from "./+types/quotes";

export function meta() {
  return [{ title: "Quote requests | Admin" }, { name: "robots", content: "noindex" }];
}

const SEARCH_DELAY_MS = 300;

function queryOf(params: URLSearchParams) {
  const raw = params.get("status") ?? "";
  return {
    search: params.get("search") ?? "",
    status: (QUOTE_STATUSES as readonly string[]).includes(raw) ? (raw as QuoteStatus) : ("" as const),
    page: Math.max(1, Number(params.get("page")) || 1),
  };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { search, status, page } = queryOf(new URL(request.url).searchParams);
  return { data: await load(client.admin.quotes.$get({ query: { search: search || undefined, status: status || undefined, page: String(page), limit: "20" } })) };
}

/** /admin/quotes — the sales inbox: search, status tabs, one card per request. State lives in the URL. */
export default function AdminQuotesPage({ loaderData: { data } }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const { search, status, page } = queryOf(params);
  const [typed, setTyped] = useState(search);
  const revalidator = useRevalidator();
  const loading = useNavigation().state === "loading";

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
        <StatusTabs value={status} counts={data.counts} onChange={(s) => update({ status: s, page: "" })} />
      </div>

      <section aria-live="polite" aria-busy={loading} className="mt-6 space-y-4">
        {data.items.length === 0 && (
          <p className="rounded-2xl bg-white px-5 py-10 text-center text-slate-600 ring-1 ring-slate-200">
            No quote requests found{search || status ? " matching your search" : ""}.
          </p>
        )}
        {data.items.map((q) => <QuoteCard key={q.id} quote={q} onSaved={() => void revalidator.revalidate()} />)}
      </section>

      {data.totalPages > 1 && (
        <nav aria-label="Pagination" className="mt-6 flex items-center justify-between text-sm">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>Previous</Button>
          <span className="text-slate-600">Page {data.page} of {data.totalPages}</span>
          <Button variant="secondary" size="sm" disabled={page >= data.totalPages} onClick={() => update({ page: String(page + 1) })}>Next</Button>
        </nav>
      )}
    </div>
  );
}

export const ErrorBoundary = () => <AdminRouteError title="Quote requests" />;
