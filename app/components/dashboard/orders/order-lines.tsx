import { formatUsd } from "../../../../contract/money";
import type { OrderItemDto } from "../../../../contract/orders";
import { PLACEHOLDER_IMAGE } from "../../product/product-image";


/** The items of an order or invoice: image, name, options, quantity and prices. */
export function OrderLines({ items }: { items: OrderItemDto[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item, i) => (
        <li key={`${item.productId}-${i}`} className="flex gap-3 py-3">
          <img src={item.image || PLACEHOLDER_IMAGE} alt={item.name} className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover" loading="lazy" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">{item.name}</p>
            <p className="text-sm text-slate-600">
              {[item.dimension ?? "Standard", item.selectedCondition?.condition ?? "Not specified", item.deliveryMethod ? `${item.deliveryMethod} delivery (${formatUsd(item.deliveryPrice)})` : "Delivery not selected"].join(" · ")}
            </p>
            <p className="text-sm text-slate-600">
              Qty {item.quantity} × {formatUsd(item.itemPrice)}
            </p>
          </div>
          <p className="shrink-0 font-semibold text-slate-900">{formatUsd(item.totalPrice)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, shipping, tax (and an optional discount) and the total. */
export function Totals({ rows, total }: { rows: [string, number][]; total: number }) {
  return (
    <dl className="ml-auto w-full max-w-xs space-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between text-slate-600">
          <dt>{label}</dt>
          <dd>{value < 0 ? `-${formatUsd(-value)}` : formatUsd(value)}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
        <dt>Total</dt>
        <dd>{formatUsd(total)}</dd>
      </div>
    </dl>
  );
}
