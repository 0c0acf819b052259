import { useNavigation, useRevalidator, useSearchParams } from "react-router";
import { QUOTE_STATUSES, type QuoteStatus } from "../../../contract/quotes";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { SearchBox } from "../../components/admin/ui/search-box";
import { useUrlSearch } from "../../components/admin/ui/use-url-search";
import { ExportNewsletterButton } from "../../components/leads/admin/export-newsletter-button";
import { QuoteCard } from "../../components/leads/admin/quote-card";
import { StatusTabs } from "../../components/leads/admin/status-tabs";
import { Button } from "../../components/ui/button";
import { client } from "../../lib/browser-api";
import { load } from "../../lib/route-action";
import type { Route } from "./+types/quotes";

export const meta = () => adminMeta("Quote requests");

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
  // The search applies once typing pauses, as on the other admin lists.
  const { typed, setTyped } = useUrlSearch();
  const revalidator = useRevalidator();
  const loading = useNavigation().state === "loading";

  const update = (next: Record<string, string>) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      for (const [k, v] of Object.entries(next)) if (v) out.set(k, v); else out.delete(k);
      return out;
    }, { replace: true });

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Quote requests" description="Leads from the quote forms, newest first." actions={<ExportNewsletterButton />} />
      <div className="space-y-3">
        <SearchBox label="Search quote requests" placeholder="Search by name, e-mail, phone, company, ZIP or product" value={typed} onChange={setTyped} />
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
