import { formatUsd } from "../../../../contract/money";
import { orderLineAmounts } from "../../../../contract/line-amounts";
import type { OrderItemDto } from "../../../../contract/orders";
import { OrderDesign } from "../../builder/order-design";
import { PLACEHOLDER_IMAGE } from "../../product/product-image";

/** The items of an order or invoice: image, name, options, quantity and prices. */
export function OrderLines({ items }: { items: OrderItemDto[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item, i) => (
        <li key={`${item.productId}-${i}`} className="grid grid-cols-[4rem_1fr] gap-x-3 gap-y-1 py-3 sm:grid-cols-[4rem_1fr_auto]">
          <img src={item.image || PLACEHOLDER_IMAGE} alt={item.name} className="row-span-2 size-16 rounded-lg bg-slate-100 object-cover sm:row-span-1" loading="lazy" />
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{item.name}</p>
            <p className="text-sm text-slate-600">
              {[item.dimension ?? "Standard", item.selectedCondition?.condition ?? "Not specified", orderLineAmounts(item).delivery].join(" · ")}
            </p>
            <p className="text-sm text-slate-600">{orderLineAmounts(item).breakdown}</p>
            {item.design && <OrderDesign design={item.design} />}
          </div>
          <p className="font-semibold text-slate-900 sm:text-right">{orderLineAmounts(item).lineTotal}</p>
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
