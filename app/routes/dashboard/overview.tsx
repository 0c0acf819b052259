import { Link } from "react-router";
import { formatDate, formatUsd } from "../../../contract/money";
import { shortId } from "../../../contract/orders";
import { DashIcon, type DashIconName } from "../../components/dashboard/layout/dashboard-icons";
import { StatusBadge, StatusIcon } from "../../components/dashboard/orders/order-status";
import { Panel } from "../../components/dashboard/panel";
import { TabError } from "../../components/dashboard/tab-error";
import { tabPath } from "../../components/dashboard/tabs";
import { ButtonLink } from "../../components/ui/button";
import { client } from "../../lib/browser-api";
import { load } from "../../lib/route-action";
import { useDashboardUser } from "../dashboard";
import type { Route } from "./+types/overview";

export async function clientLoader() {
  const [orders, invoices, addresses] = await Promise.all([load(client.user.orders.$get()), load(client.user.invoices.$get()), load(client.user.addresses.$get())]);
  return { orders, invoices, addresses };
}

function Shortcut({ to, icon, title, value, detail }: { to: string; icon: DashIconName; title: string; value: string; detail: string }) {
  return (
    <Link to={to} className="group rounded-xl border border-slate-200 p-5 shadow-sm transition hover:border-orange-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600">
      <div className="flex items-center justify-between">
        <span className="flex size-10 items-center justify-center rounded-full bg-orange-50 text-orange-600"><DashIcon name={icon} /></span>
        <span className="text-sm font-semibold text-orange-700 group-hover:underline">View all →</span>
      </div>
      <p className="mt-4 text-sm font-medium text-slate-600">{title}</p>
      <p className="text-3xl font-bold text-slate-900">{value}</p>
      <p className="mt-1 text-sm text-slate-600">{detail}</p>
    </Link>
  );
}

/** The default tab: shortcuts to orders and invoices, the latest order and the default address. */
export default function OverviewTab({ loaderData: { orders, invoices, addresses } }: Route.ComponentProps) {
  const user = useDashboardUser();
  const latest = orders[0];
  const open = invoices.filter((i) => i.status !== "paid" && i.status !== "cancelled").length;
  const home = addresses.find((a) => a.isDefault && a.type === "shipping");
  const firstName = user.full_name.trim().split(/\s+/)[0] || user.user_name;

  return (
    <Panel title={`Welcome back, ${firstName}`} description="Your orders, invoices and account at a glance.">
      <div className="grid gap-4 sm:grid-cols-2">
        <Shortcut to={tabPath("orders")} icon="box" title="Orders" value={String(orders.length)} detail={latest ? `Latest: #${shortId(latest.id)} · ${latest.status}` : "No orders yet"} />
        <Shortcut to={tabPath("invoices")} icon="file" title="Invoices" value={String(invoices.length)} detail={open ? `${open} awaiting payment` : "All settled"} />
      </div>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <section className="rounded-xl border border-slate-200 p-5" aria-labelledby="latest-title">
          <h2 id="latest-title" className="font-bold text-slate-900">Latest order</h2>
          {latest ? (
            <div className="mt-3 flex items-center gap-3">
              <StatusIcon status={latest.status} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">#{shortId(latest.id)} · {formatUsd(latest.total)}</p>
                <p className="text-sm text-slate-600">{formatDate(latest.createdAt)} · {latest.items.length} item(s)</p>
              </div>
              <StatusBadge status={latest.status} />
            </div>
          ) : (
            <div className="mt-3">
              <p className="text-slate-600">You have not ordered yet.</p>
              <ButtonLink to="/shop" size="sm" className="mt-3">Browse Containers</ButtonLink>
            </div>
          )}
        </section>
        <section className="rounded-xl border border-slate-200 p-5" aria-labelledby="ship-title">
          <h2 id="ship-title" className="font-bold text-slate-900">Default delivery address</h2>
          {home ? (
            <p className="mt-3 text-slate-700">{home.street}<br />{home.city}, {home.state} {home.postalCode}<br />{home.country}</p>
          ) : (
            <p className="mt-3 text-slate-600">No delivery address yet.</p>
          )}
          <Link to={tabPath("address")} className="mt-3 inline-block text-sm font-semibold text-orange-700 hover:underline">Manage addresses</Link>
        </section>
      </div>
    </Panel>
  );
}

export const ErrorBoundary = () => <TabError title="Overview" label="account overview" />;
