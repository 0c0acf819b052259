import { useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import type { OrderDto } from "../../../contract/orders";
import { AdminIcon } from "../../components/admin/layout/admin-icons";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { OrderEditModal } from "../../components/admin/orders/order-edit-modal";
import { OrdersTable } from "../../components/admin/orders/orders-table";
import { type RefundDone, RefundDialog } from "../../components/admin/orders/refund-dialog";
import { formatUsd } from "../../../contract/money";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { CsvExportButton } from "../../components/admin/ui/csv-export-button";
import { Pager } from "../../components/admin/ui/pager";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { SearchBox } from "../../components/admin/ui/search-box";
import { useUrlSearch } from "../../components/admin/ui/use-url-search";
import { asPage, countLabel, listParams, loadPage, useGoToPage } from "../../components/admin/ui/server-paging";
import { ADMIN_PAGE_SIZE } from "../../../contract/admin-lists";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt, submitJson } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/orders";

export const meta = () => adminMeta("Orders");

/** One page of orders from the server (`?search=&page=` in the URL, docs/decisions/042): search, page and count are the server's. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { search, page } = listParams(request);
  const fetchPage = async (p: number) => asPage(await call(client.admin.orders.$get({ query: { search, page: String(p), limit: String(ADMIN_PAGE_SIZE) } })));
  return { list: await loadPage(fetchPage, page) };
}

/** A status change from this page or a user's Orders tab (components/admin/users/orders-tab.tsx). */
export type OrderChange = { id: string; field: "status" | "paymentStatus"; value: string };

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const { id, field, value } = await actionInput<OrderChange>(request);
  const result = await attempt(() => call(client.admin.order[":id"].$patch({ param: { id }, json: { [field]: value } })), field === "status" ? "Order status updated successfully." : "Payment status updated successfully.");
  return result.ok ? result : { ...result, text: `Unable to update order status. ${result.text}` };
}

export default function AdminOrders({ loaderData: { list } }: Route.ComponentProps) {
  // The server matches id, user id, status, the customer's name or e-mail once typing settles (300 ms).
  const { typed, setTyped } = useUrlSearch();
  const goToPage = useGoToPage();
  const { orders, pagination } = list;
  const fetcher = useFetcher<typeof clientAction>();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<OrderDto | null>(null);
  const [saved, setSaved] = useState(false);
  const [refunding, setRefunding] = useState<OrderDto | null>(null);
  const [refunded, setRefunded] = useState<RefundDone | null>(null);
  const busyId = fetcher.state !== "idle" ? (fetcher.json as OrderChange | undefined)?.id ?? null : null;
  const notice = refunded
    ? { tone: "success" as const, text: `Refunded ${formatUsd(refunded.amount)}; credit note ${refunded.creditNoteNumber} was mailed to the customer.` }
    : saved ? { tone: "success" as const, text: "Order updated successfully." } : fetcher.state === "idle" && fetcher.data ? { tone: fetcher.data.ok ? ("success" as const) : ("error" as const), text: fetcher.data.text } : null;

  return (
    <>
      <PageHeader title="Orders" description="Every order, newest first. Status changes e-mail the customer." actions={
          <>
            <Button variant="secondary" onClick={() => void revalidator.revalidate()}><AdminIcon name="refresh" className="size-4" /> Refresh</Button>
            <CsvExportButton fallbackName="orders.csv" label={typed.trim() ? "Export matching (CSV)" : "Export all (CSV)"} request={() => client.admin.orders["export.csv"].$get({ query: { search: typed.trim() || undefined } })} />
          </>
        } />
      {notice && <Alert tone={notice.tone} className="mb-4">{notice.text}</Alert>}
      <Card>
        <div className="border-b border-slate-200 p-4">
          <SearchBox label="Search orders" placeholder="Search by order id, user id, status or customer" value={typed} onChange={setTyped} />
        </div>
        {orders.length === 0 && <p className="p-10 text-center text-slate-600">No orders found</p>}
        {orders.length > 0 && (
          <>
            <p className="px-4 pt-3 text-sm text-slate-600">{countLabel(pagination, "order")}</p>
            <OrdersTable orders={orders} busyId={busyId} onChange={(o, field, value) => { setSaved(false); setRefunded(null); void fetcher.submit({ id: o.id, field, value }, submitJson); }} onEdit={setEditing} onRefund={setRefunding} />
            <div className="px-4 pb-4"><Pager page={pagination.currentPage} totalPages={pagination.totalPages} onPage={goToPage} label="Order pages" /></div>
          </>
        )}
      </Card>
      <RefundDialog
        order={refunding}
        onClose={() => setRefunding(null)}
        onRefunded={(r) => {
          setRefunding(null);
          setSaved(false);
          setRefunded(r);
          void revalidator.revalidate();
        }}
      />
      <OrderEditModal
        order={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setSaved(true);
          setRefunded(null);
          void revalidator.revalidate();
        }}
      />
    </>
  );
}

export const ErrorBoundary = () => <AdminRouteError title="Orders" />;
