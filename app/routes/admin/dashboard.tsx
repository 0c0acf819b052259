import type { DashboardSummary, QuickStats } from "../../../contract/admin";
import { formatUsdWhole } from "../../../contract/money";
import { StatCard } from "../../components/admin/dashboard/stat-card";
import { StatusBars } from "../../components/admin/dashboard/status-bars";
import { PageHeader } from "../../components/admin/ui/page-header";
import { useAdminData } from "../../components/admin/ui/use-admin-data";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { adminMeta } from "../../components/admin/layout/admin-meta";

export const meta = () => adminMeta("Dashboard");

const count = (n: number) => n.toLocaleString("en-US");

export default function AdminDashboard() {
  const summary = useAdminData<DashboardSummary>("/admin/dashboard");
  const stats = useAdminData<QuickStats>("/admin/dashboard/quick-stats");
  return (
    <>
      <PageHeader title="Dashboard" description="Live figures from the shop. Changes compare this month so far with the same days of last month." />
      {summary.state.status === "loading" && <Spinner label="Loading dashboard..." />}
      {summary.state.status === "error" && <Alert tone="error">{summary.state.message}</Alert>}
      {summary.state.status === "ready" && <Cards s={summary.state.data} />}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {stats.state.status === "error" && <Alert tone="error" className="lg:col-span-2">{stats.state.message}</Alert>}
        {stats.state.status === "ready" && (
          <>
            <StatusBars title="Order Status" counts={stats.state.data.orderCounts} emptyText="No orders yet." />
            <StatusBars title="Invoice Status" counts={stats.state.data.invoiceCounts} emptyText="No invoices yet." />
          </>
        )}
      </div>
    </>
  );
}

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
