import { type OrderDto, shortId } from "../../../../contract/orders";
import { controlClass } from "../../ui/field";
import { optionLabel, paymentStatusOptions, statusOptions } from "./order-options";

/** The inline status or payment-status dropdown of one order, labelled for screen readers. */
export function OrderSelect({ order, which, busy, onChange, idPrefix }: { order: OrderDto; which: "status" | "paymentStatus"; busy: boolean; onChange: (value: string) => void; idPrefix: string }) {
  const id = `${idPrefix}-${which}-${order.id}`;
  const options = which === "status" ? statusOptions(order.status) : paymentStatusOptions(order.paymentStatus);
  return (
    <>
      <label className="sr-only" htmlFor={id}>{which === "status" ? "Status" : "Payment status"} of order {shortId(order.id)}</label>
      <select id={id} value={order[which]} disabled={busy} onChange={(e) => onChange(e.target.value)} className={`${controlClass} border-slate-300 py-1.5`}>
        {options.map((s) => <option key={s} value={s}>{optionLabel(s)}</option>)}
      </select>
    </>
  );
}
