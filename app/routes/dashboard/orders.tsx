import type { OrderDto } from "../../../contract/orders";
import { DashIcon } from "../../components/dashboard/layout/dashboard-icons";
import { OrderCard } from "../../components/dashboard/orders/order-card";
import { EmptyState, Panel } from "../../components/dashboard/panel";
import { openPrintWindow } from "../../components/dashboard/print/print-window";
import { receiptHtml } from "../../components/dashboard/print/receipt-html";
import { TabError } from "../../components/dashboard/tab-error";
import { useSiteSettings } from "../../components/site/root-data";
import { ButtonLink } from "../../components/ui/button";
import { client } from "../../lib/browser-api";
import { load } from "../../lib/route-action";
import { useDashboardUser } from "../dashboard";
import type { Route } from "./+types/orders";

export const clientLoader = async () => ({ orders: await load(client.user.orders.$get()) });

export default function OrdersTab({ loaderData: { orders } }: Route.ComponentProps) {
  const user = useDashboardUser();
  const settings = useSiteSettings();
  const print = (order: OrderDto) => openPrintWindow(receiptHtml(order, settings, { name: user.full_name, email: user.email }));
  return (
    <Panel title="Orders" description="Track your orders and print receipts.">
      {orders.length === 0 ? (
        <EmptyState icon={<DashIcon name="box" className="size-6" />} title="No orders yet">
          <p>When you buy a container, your order shows up here.</p>
          <ButtonLink to="/shop" className="mt-4">Browse Containers</ButtonLink>
        </EmptyState>
      ) : (
        <div className="space-y-5">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} onPrint={print} />
          ))}
        </div>
      )}
    </Panel>
  );
}

export const ErrorBoundary = () => <TabError title="Orders" label="orders" />;
