import { useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import type { OrderDto } from "../../../contract/orders";
import { AdminIcon } from "../../components/admin/layout/admin-icons";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { OrderEditModal } from "../../components/admin/orders/order-edit-modal";
import { OrdersTable } from "../../components/admin/orders/orders-table";
import { type RefundDone, RefundDialog } from "../../components/admin/orders/refund-dialog";
import { formatUsd } from "../../../contract/money";
import { useClientPaging } from "../../components/admin/ui/client-paging";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { CsvExportButton } from "../../components/admin/ui/csv-export-button";
import { Pager } from "../../components/admin/ui/pager";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { SearchBox } from "../../components/admin/ui/search-box";
import { useUrlSearch } from "../../components/admin/ui/use-url-search";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt, submitJson } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/orders";

export const meta = () => adminMeta("Orders");

/** The settled search also goes to the server, which sends only the newest 1,000 without one, so older orders can be found. */
export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => ({
  orders: await call(client.admin.orders.$get({ query: { search: new URL(request.url).searchParams.get("search") || undefined } })),
});

/** A status change from this page or a user's Orders tab (components/admin/users/orders-tab.tsx). */
export type OrderChange = { id: string; field: "status" | "paymentStatus"; value: string };

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const { id, field, value } = await actionInput<OrderChange>(request);
  const result = await attempt(() => call(client.admin.order[":id"].$patch({ param: { id }, json: { [field]: value } })), field === "status" ? "Order status updated successfully." : "Payment status updated successfully.");
  return result.ok ? result : { ...result, text: `Unable to update order status. ${result.text}` };
}

/** Orders match on id, user id or status (SPEC section 9), and on the customer's name or e-mail. */
const matches = (o: OrderDto, term: string) =>
  [o.id, o.userId, o.status, o.user?.name ?? "", o.user?.email ?? ""].some((v) => v.toLowerCase().includes(term));

export default function AdminOrders({ loaderData: { orders } }: Route.ComponentProps) {
  // Rows are matched in the browser as they are typed.
  const { typed, setTyped } = useUrlSearch();
  const paging = useClientPaging(orders, typed, matches);
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
        {paging.total === 0 && <p className="p-10 text-center text-slate-600">No orders found</p>}
        {paging.total > 0 && (
          <>
            <p className="px-4 pt-3 text-sm text-slate-600">{paging.total.toLocaleString("en-US")} order{paging.total === 1 ? "" : "s"}</p>
            <OrdersTable orders={paging.visible} busyId={busyId} onChange={(o, field, value) => { setSaved(false); setRefunded(null); void fetcher.submit({ id: o.id, field, value }, submitJson); }} onEdit={setEditing} onRefund={setRefunding} />
            <div className="px-4 pb-4"><Pager page={paging.page} totalPages={paging.totalPages} onPage={paging.setPage} label="Order pages" /></div>
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
