import { Link } from "react-router";
import { countOf, formatDate, formatUsd } from "../../../../contract/money";
import { type OrderDto, shortId } from "../../../../contract/orders";
import { Button } from "../../ui/button";
import { AdminIcon } from "../layout/admin-icons";
import { OrderSelect } from "./order-select";
import { refundable } from "./refund-dialog";
import { depositText } from "../../dashboard/orders/deposit-note";

type Change = (o: OrderDto, field: "status" | "paymentStatus", value: string) => void;
type Props = { orders: OrderDto[]; busyId: string | null; onChange: Change; onEdit: (o: OrderDto) => void; onRefund: (o: OrderDto) => void };

const Customer = ({ o }: { o: OrderDto }) => (
  <>
    <span className="block font-medium text-slate-900">{o.user?.name ?? "—"}</span>
    <span className="block max-w-44 truncate text-xs text-slate-500" title={o.user?.email ?? o.userId}>{o.user?.email ?? o.userId}</span>
  </>
);

const EditButton = ({ o, onEdit }: { o: OrderDto; onEdit: Props["onEdit"] }) => (
  <Button variant="ghost" size="sm" className="p-2" onClick={() => onEdit(o)}>
    <AdminIcon name="edit" className="size-4" label={`Edit order ${shortId(o.id)}`} />
  </Button>
);

/** "2 items · 40ft High Cube (+1 more)": what was bought, at a glance; the first line names it. */
export function itemsSummary(o: OrderDto): string {
  const units = o.items.reduce((n, i) => n + i.quantity, 0);
  if (!o.items.length) return "No items";
  const more = o.items.length > 1 ? ` (+${o.items.length - 1} more)` : "";
  return `${countOf(units, "item")} · ${o.items[0].name}${more}`;
}

const OrderLink = ({ o }: { o: OrderDto }) => (
  <Link to={`/admin/orders/${o.id}`} className="font-mono font-bold text-slate-900 underline decoration-slate-300 underline-offset-2 hover:text-orange-700">
    #{shortId(o.id)}<span className="sr-only"> — open the order</span>
  </Link>
);

/** Offered while some of what was paid is not refunded yet. */
const RefundButton = ({ o, onRefund }: { o: OrderDto; onRefund: Props["onRefund"] }) =>
  refundable(o) > 0 ? (
    <button type="button" onClick={() => onRefund(o)} className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-orange-600">
      <AdminIcon name="dollar" className="size-4" label={`Refund order ${shortId(o.id)}`} />
    </button>
  ) : null;

/** Orders with inline status and payment dropdowns: cards below 1024 px, a table above. */
export function OrdersTable({ orders, busyId, onChange, onEdit, onRefund }: Props) {
  const select = (o: OrderDto, which: "status" | "paymentStatus", idPrefix: string) => (
    <OrderSelect order={o} which={which} busy={busyId === o.id} idPrefix={idPrefix} onChange={(v) => onChange(o, which, v)} />
  );
  return (
    <>
      <ul className="divide-y divide-slate-100 lg:hidden">
        {orders.map((o) => (
          <li key={o.id} className="space-y-3 px-4 py-4">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="text-sm"><OrderLink o={o} /></p>
                <p className="text-xs text-slate-500">{formatDate(o.createdAt)}</p>
                <p className="text-sm text-slate-700">{itemsSummary(o)}{o.items.some((i) => i.design) ? " · custom build" : ""}</p>
              </div>
              <div className="flex items-center gap-1">
                <span className="font-semibold text-slate-900">{formatUsd(o.total)}</span>
                <RefundButton o={o} onRefund={onRefund} />
                <EditButton o={o} onEdit={onEdit} />
              </div>
            </div>
            <p className="text-sm"><Customer o={o} /></p>
            <div className="grid grid-cols-2 gap-2">
              <div>{select(o, "status", "m")}</div>
              <div>{select(o, "paymentStatus", "m")}</div>
            </div>
          </li>
        ))}
      </ul>
      {/* Long names and e-mails beside the two selects were wider than the card at 1280 px: the table scrolls in it, not the page. */}
      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">Order and items</th>
              <th scope="col" className="px-4 py-3">Customer</th>
              <th scope="col" className="px-4 py-3">Date</th>
              <th scope="col" className="px-4 py-3 text-right">Total</th>
              <th scope="col" className="px-4 py-3">Status</th>
              <th scope="col" className="px-4 py-3">Payment</th>
              <th scope="col" className="px-4 py-3 text-right">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {orders.map((o) => (
              <tr key={o.id} className="hover:bg-slate-50">
                <td className="max-w-56 px-4 py-3">
                  <OrderLink o={o} />
                  <span className="block truncate text-xs text-slate-600" title={itemsSummary(o)}>{itemsSummary(o)}</span>
                </td>
                <td className="px-4 py-3"><Customer o={o} /></td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatDate(o.createdAt)}</td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap">{formatUsd(o.total)}{depositText(o) && <span className="block text-xs font-normal text-amber-800">Balance {formatUsd(o.balanceDue)} due</span>}</td>
                <td className="min-w-36 px-4 py-3">{select(o, "status", "t")}</td>
                <td className="min-w-36 px-4 py-3">{select(o, "paymentStatus", "t")}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap"><RefundButton o={o} onRefund={onRefund} /><EditButton o={o} onEdit={onEdit} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
