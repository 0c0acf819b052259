import { useState } from "react";
import { ADMIN_PAGE_SIZE } from "../../../contract/admin";
import type { ProductList, ProductSummary } from "../../../contract/catalog";
import { AdminIcon } from "../../components/admin/layout/admin-icons";
import { ProductModal } from "../../components/admin/products/product-modal";
import { ProductTable } from "../../components/admin/products/product-table";
import { errorText } from "../../components/admin/ui/errors";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { Pager } from "../../components/admin/ui/pager";
import { SearchBox } from "../../components/admin/ui/search-box";
import { useAdminData } from "../../components/admin/ui/use-admin-data";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { buildQuery } from "../../lib/api";
import { browserApi } from "../../lib/browser-api";
import { adminMeta } from "../../components/admin/layout/admin-meta";

export const meta = () => adminMeta("Products");

type Notice = { tone: "success" | "error"; text: string };

export default function AdminProducts() {
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const list = useAdminData<ProductList>(`/admin/products${buildQuery({ page, limit: ADMIN_PAGE_SIZE, search })}`);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<ProductSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  function runSearch(e: React.FormEvent) {
    e.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      const res = await browserApi.delete<{ hidden: boolean }>(`/admin/products/${deleting.id}`);
      setNotice({ tone: "success", text: res.message });
      list.reload();
    } catch (err) {
      console.error("[admin] delete product failed", err);
      setNotice({ tone: "error", text: `Failed to delete product: ${errorText(err)}` });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  const state = list.state;
  // Deleting the last product of the last page leaves an empty page behind: step back to the new last one.
  const lastPage = state.status === "ready" ? Math.max(1, state.data.pagination.totalPages) : page;
  if (page > lastPage) setPage(lastPage);
  return (
    <>
      <PageHeader
        title="Products"
        description="The catalog customers see in the shop."
        actions={
          <>
            <Button variant="secondary" onClick={list.reload}><AdminIcon name="refresh" className="size-4" /> Refresh</Button>
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
        {state.status === "loading" && <div className="p-6"><Spinner label="Loading products..." /></div>}
        {state.status === "error" && <div className="p-4"><Alert tone="error">{state.message}</Alert></div>}
        {state.status === "ready" && state.data.products.length === 0 && (
          <p className="p-10 text-center text-slate-600">No products found{search ? " matching your search" : ""}</p>
        )}
        {state.status === "ready" && state.data.products.length > 0 && (
          <>
            <p className="px-4 pt-3 text-sm text-slate-600">{state.data.pagination.totalProducts.toLocaleString("en-US")} products{search ? ` matching “${search}”` : ""}</p>
            <ProductTable products={state.data.products} onEdit={(p) => setEditing({ id: p.id })} onDelete={setDeleting} />
          </>
        )}
        {state.status === "ready" && (
          <div className="px-4 pb-4"><Pager page={page} totalPages={state.data.pagination.totalPages} onPage={setPage} label="Product pages" /></div>
        )}
      </Card>

      <ProductModal
        open={editing !== null}
        productId={editing?.id ?? null}
        onClose={() => setEditing(null)}
        onSaved={(p, created) => {
          setEditing(null);
          setNotice({ tone: "success", text: created ? `Product “${p.name}” created.` : `Product “${p.name}” saved.` });
          list.reload();
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
        <p className="mt-2 text-sm text-slate-500">A product that appears in past orders is hidden from the shop instead, so those orders keep showing it.</p>
      </Dialog>
    </>
  );
}
