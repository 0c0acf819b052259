import type { OrderDto } from "../../../../contract/orders";
import type { StoredUser } from "../../../lib/session";
import { ButtonLink } from "../../ui/button";
import { useSiteSettings } from "../../site/root-data";
import { DashIcon } from "../layout/dashboard-icons";
import { EmptyState, LoadState, Panel } from "../panel";
import { openPrintWindow } from "../print/print-window";
import { receiptHtml } from "../print/receipt-html";
import { useApiData } from "../use-api-data";
import { OrderCard } from "./order-card";

export function OrdersTab({ user }: { user: StoredUser }) {
  const { state, reload } = useApiData<OrderDto[]>("/user/orders");
  const settings = useSiteSettings();
  const print = (order: OrderDto) => openPrintWindow(receiptHtml(order, settings, { name: user.full_name, email: user.email }));
  return (
    <Panel title="Orders" description="Track your orders and print receipts.">
      {state.status !== "ready" ? (
        <LoadState state={state} onRetry={reload} label="orders" />
      ) : state.data.length === 0 ? (
        <EmptyState icon={<DashIcon name="box" className="size-6" />} title="No orders yet">
          <p>When you buy a container, your order shows up here.</p>
          <ButtonLink to="/shop" className="mt-4">Browse Containers</ButtonLink>
        </EmptyState>
      ) : (
        <div className="space-y-5">
          {state.data.map((order) => (
            <OrderCard key={order.id} order={order} onPrint={print} />
          ))}
        </div>
      )}
    </Panel>
  );
}
