import { useState } from "react";
import { useFetcher, useRevalidator, useSearchParams } from "react-router";
import { ADMIN_PAGE_SIZE } from "../../../contract/admin";
import type { ProductSummary } from "../../../contract/catalog";
import { AdminIcon } from "../../components/admin/layout/admin-icons";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { ProductModal } from "../../components/admin/products/product-modal";
import { ProductTable } from "../../components/admin/products/product-table";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { Pager } from "../../components/admin/ui/pager";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { SearchBox } from "../../components/admin/ui/search-box";
import { Alert } from "../../components/ui/alert";
import { Button, ButtonLink } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { client } from "../../lib/browser-api";
import { countOf } from "../../../contract/money";
import { type ActionResult, actionInput, attempt, submitJson } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/products";

export const meta = () => adminMeta("Products");

/** The page and the search live in the URL (`?page=&search=`), so the list is route data. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const search = params.get("search") ?? "";
  const fetchPage = (p: number) => call(client.admin.products.$get({ query: { page: String(p), limit: String(ADMIN_PAGE_SIZE), search: search || undefined } }));
  const list = await fetchPage(page);
  // Deleting the last product of the last page leaves an empty page behind: show the new last one.
  const last = Math.max(1, list.pagination.totalPages);
  return page > last ? { page: last, search, list: await fetchPage(last) } : { page, search, list };
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const { id } = await actionInput<{ id: string }>(request);
  const result = await attempt(
    () => call(client.admin.products[":id"].$delete({ param: { id } })),
    ({ hidden }) => (hidden ? "Product archived: orders or carts still hold it, and those carts now show it as no longer available. Restore it from Archived products." : "Product deleted successfully"),
    "An unexpected error occurred.",
  );
  return result.ok ? result : { ...result, text: `Failed to delete product: ${result.text}` };
}

type Notice = { tone: "success" | "error"; text: string };

export default function AdminProducts({ loaderData: { page, search, list } }: Route.ComponentProps) {
  const [, setParams] = useSearchParams();
  const [typed, setTyped] = useState(search);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<ProductSummary | null>(null);
  const [saved, setSaved] = useState<Notice | null>(null);
  const fetcher = useFetcher<typeof clientAction>();
  const revalidator = useRevalidator();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const notice: Notice | null = saved ?? (answer ? { tone: answer.ok ? "success" : "error", text: answer.text } : null);
  const go = ({ page: p = 1, search: s = search }: { page?: number; search?: string }) =>
    setParams({ ...(s ? { search: s } : {}), ...(p > 1 ? { page: String(p) } : {}) }, { preventScrollReset: true });

  function runSearch(e: React.FormEvent) {
    e.preventDefault();
    go({ search: typed.trim(), page: 1 });
  }

  function confirmDelete() {
    if (!deleting) return;
    setSaved(null);
    void fetcher.submit({ id: deleting.id }, submitJson);
    setDeleting(null);
  }

  return (
    <>
      <PageHeader
        title="Products"
        description="The catalog customers see in the shop."
        actions={
          <>
            <Button variant="secondary" onClick={() => void revalidator.revalidate()}><AdminIcon name="refresh" className="size-4" /> Refresh</Button>
            <ButtonLink variant="secondary" to="/admin/products/archived">Archived products</ButtonLink>
            <Button onClick={() => setEditing({ id: null })}><AdminIcon name="plus" className="size-4" /> Add Product</Button>
          </>
        }
      />
      {notice && <Alert tone={notice.tone} className="mb-4">{notice.text}</Alert>}
      <Card>
        <form onSubmit={runSearch} className="flex flex-col gap-2 border-b border-slate-200 p-4 sm:flex-row" role="search">
          <SearchBox className="flex-1" label="Search products" placeholder="Search by name, SKU or description" value={typed} onChange={setTyped} />
          <Button type="submit" variant="dark">Search</Button>
        </form>
        {list.products.length === 0 && (
          <p className="p-10 text-center text-slate-600">No products found{search ? " matching your search" : ""}</p>
        )}
        {list.products.length > 0 && (
          <>
            <p className="px-4 pt-3 text-sm text-slate-600">{countOf(list.pagination.totalProducts, "product")}{search ? ` matching “${search}”` : ""}</p>
            <ProductTable products={list.products} onEdit={(p) => setEditing({ id: p.id })} onDelete={setDeleting} />
          </>
        )}
        <div className="px-4 pb-4"><Pager page={page} totalPages={list.pagination.totalPages} onPage={(p) => go({ page: p })} label="Product pages" /></div>
      </Card>

      <ProductModal
        open={editing !== null}
        productId={editing?.id ?? null}
        onClose={() => setEditing(null)}
        onSaved={(p, created) => {
          setEditing(null);
          setSaved({ tone: "success", text: created ? `Product “${p.name}” created.` : `Product “${p.name}” saved.` });
          void revalidator.revalidate();
        }}
      />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        tone="error"
        title="Delete product"
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={busy}>Cancel</Button>
            <Button variant="danger" onClick={confirmDelete} disabled={busy}>{busy ? "Deleting..." : "Delete"}</Button>
          </>
        }
      >
        <p>Are you sure you want to delete this product?</p>
        {deleting && <p className="mt-2 font-semibold">{deleting.name}</p>}
        <p className="mt-2 text-sm text-slate-500">A product that appears in past orders or in customers' carts is archived instead: hidden from the shop, shown as "no longer available" in those carts, and restorable from Archived products.</p>
      </Dialog>
    </>
  );
}

export const ErrorBoundary = () => <AdminRouteError title="Products" />;
