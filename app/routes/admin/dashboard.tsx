import type { DashboardSummary } from "../../../contract/admin";
import { formatUsdWhole } from "../../../contract/money";
import { StatCard } from "../../components/admin/dashboard/stat-card";
import { StatusBars } from "../../components/admin/dashboard/status-bars";
import { PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { client } from "../../lib/browser-api";
import { load } from "../../lib/route-action";
import type { Route } from "./+types/dashboard";

export const meta = () => adminMeta("Dashboard");

const count = (n: number) => n.toLocaleString("en-US");

export async function clientLoader() {
  const [summary, stats] = await Promise.all([load(client.admin.dashboard.$get()), load(client.admin.dashboard["quick-stats"].$get())]);
  return { summary, stats };
}

export default function AdminDashboard({ loaderData: { summary, stats } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Dashboard" description="Live figures from the shop. Changes compare this month so far with the same days of last month." />
      <Cards s={summary} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <StatusBars title="Order Status" counts={stats.orderCounts} emptyText="No orders yet." />
        <StatusBars title="Invoice Status" counts={stats.invoiceCounts} emptyText="No invoices yet." />
      </div>
    </>
  );
}

export const ErrorBoundary = () => <AdminRouteError title="Dashboard" />;

function Cards({ s }: { s: DashboardSummary }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <StatCard label="Total Users" value={count(s.totalUsers)} change={s.changes.users} icon="users" accent="bg-sky-100 text-sky-700" />
      <StatCard label="Total Orders" value={count(s.totalOrders)} change={s.changes.orders} icon="orders" accent="bg-indigo-100 text-indigo-700" />
      <StatCard label="Total Revenue" value={formatUsdWhole(s.totalRevenue)} change={s.changes.revenue} icon="dollar" accent="bg-green-100 text-green-700" />
      <StatCard label="Total Products" value={count(s.totalProducts)} change={s.changes.products} icon="products" accent="bg-orange-100 text-orange-700" />
      <StatCard label="Visitors Today" value={count(s.totalVisitorsToday)} change={s.changes.visitors} icon="eye" accent="bg-violet-100 text-violet-700" />
      <StatCard label="Pending Invoices" value={count(s.pendingInvoices)} change={s.changes.invoices} icon="invoices" accent="bg-amber-100 text-amber-700" />
    </div>
  );
}
