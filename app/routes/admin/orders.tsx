import { useState } from "react";
import type { OrderDto } from "../../../contract/orders";
import { OrderEditModal } from "../../components/admin/orders/order-edit-modal";
import { OrdersTable } from "../../components/admin/orders/orders-table";
import { AdminIcon } from "../../components/admin/layout/admin-icons";
import { useClientPaging } from "../../components/admin/ui/client-paging";
import { errorText } from "../../components/admin/ui/errors";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { Pager } from "../../components/admin/ui/pager";
import { SearchBox } from "../../components/admin/ui/search-box";
import { useAdminData } from "../../components/admin/ui/use-admin-data";
import { SERVER_SEARCH_DEBOUNCE_MS, useDebounced } from "../../components/admin/ui/use-debounced";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { browserApi } from "../../lib/browser-api";
import { adminMeta } from "../../components/admin/layout/admin-meta";

export const meta = () => adminMeta("Orders");

/** Orders match on id, user id or status (SPEC section 9), and on the customer's name or e-mail. */
const matches = (o: OrderDto, term: string) =>
  [o.id, o.userId, o.status, o.user?.name ?? "", o.user?.email ?? ""].some((v) => v.toLowerCase().includes(term));

export default function AdminOrders() {
  const [term, setTerm] = useState("");
  // Rows are matched in the browser as they are typed; the settled term also goes to the server, which
  // sends only the newest 1,000 without one, so older orders can be found.
  const search = useDebounced(term.trim(), SERVER_SEARCH_DEBOUNCE_MS);
  const list = useAdminData<OrderDto[]>(search ? `/admin/orders?search=${encodeURIComponent(search)}` : "/admin/orders");
  const [editing, setEditing] = useState<OrderDto | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const orders = list.state.status === "ready" ? list.state.data : [];
  const paging = useClientPaging(orders, term, matches);

  const put = (o: OrderDto) => list.state.status === "ready" && list.replace(list.state.data.map((x) => (x.id === o.id ? o : x)));

  async function change(o: OrderDto, field: "status" | "paymentStatus", value: string) {
    setBusyId(o.id);
    setNotice(null);
    try {
      const res = await browserApi.patch<OrderDto>(`/admin/order/${o.id}`, { [field]: value });
      put(res.data);
      setNotice({ tone: "success", text: field === "status" ? "Order status updated successfully." : "Payment status updated successfully." });
    } catch (err) {
      console.error("[admin] order status change failed", err);
      setNotice({ tone: "error", text: `Unable to update order status. ${errorText(err)}` });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      <PageHeader title="Orders" description="Every order, newest first. Status changes e-mail the customer." actions={<Button variant="secondary" onClick={list.reload}><AdminIcon name="refresh" className="size-4" /> Refresh</Button>} />
      {notice && <Alert tone={notice.tone} className="mb-4">{notice.text}</Alert>}
      <Card>
        <div className="border-b border-slate-200 p-4">
          <SearchBox label="Search orders" placeholder="Search by order id, user id, status or customer" value={term} onChange={setTerm} />
        </div>
        {list.state.status === "loading" && <div className="p-6"><Spinner label="Loading orders..." /></div>}
        {list.state.status === "error" && <div className="p-4"><Alert tone="error">{list.state.message}</Alert></div>}
        {list.state.status === "ready" && paging.total === 0 && <p className="p-10 text-center text-slate-600">No orders found</p>}
        {list.state.status === "ready" && paging.total > 0 && (
          <>
            <p className="px-4 pt-3 text-sm text-slate-600">{paging.total.toLocaleString("en-US")} order{paging.total === 1 ? "" : "s"}</p>
            <OrdersTable orders={paging.visible} busyId={busyId} onChange={change} onEdit={setEditing} />
            <div className="px-4 pb-4"><Pager page={paging.page} totalPages={paging.totalPages} onPage={paging.setPage} label="Order pages" /></div>
          </>
        )}
      </Card>
      <OrderEditModal
        order={editing}
        onClose={() => setEditing(null)}
        onSaved={(o) => {
          put(o);
          setEditing(null);
          setNotice({ tone: "success", text: "Order updated successfully." });
        }}
      />
    </>
  );
}
