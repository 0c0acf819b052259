import { useParams } from "react-router";
import { AddressTab } from "../components/dashboard/address/address-tab";
import { CartTab } from "../components/dashboard/cart-tab";
import { InvoicesTab } from "../components/dashboard/invoices/invoices-tab";
import { DashboardShell } from "../components/dashboard/layout/dashboard-shell";
import { OrdersTab } from "../components/dashboard/orders/orders-tab";
import { PaymentTab } from "../components/dashboard/payment/payment-tab";
import { ProfileTab } from "../components/dashboard/profile/profile-tab";
import { SummaryTab } from "../components/dashboard/summary-tab";
import { type TabId, resolveTab } from "../components/dashboard/tabs";
import { rootDataFromMatches } from "../components/site/root-data";
import { pageMeta } from "../components/site/seo";
import { Spinner } from "../components/ui/spinner";
import { requireCustomerClient } from "../lib/guards";
import type { StoredUser } from "../lib/session";
import { useSessionUser } from "../lib/use-session";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta({
    root: rootDataFromMatches(matches),
    title: "My account | Boxyard",
    description: "Your Boxyard account: cart, orders, invoices, addresses, payment methods and profile.",
    path: params.tab ? `/dashboard/${params.tab}` : "/dashboard",
    noindex: true,
  });

/** The session lives in localStorage, so the guard runs in the browser: no token, no dashboard. */
export function clientLoader() {
  return { user: requireCustomerClient() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-slate-50">
      <Spinner label="Loading your account..." />
    </div>
  );
}

function TabContent({ tab, user }: { tab: TabId; user: StoredUser }) {
  switch (tab) {
    case "view":
      return <SummaryTab user={user} />;
    case "orders":
      return <OrdersTab user={user} />;
    case "invoices":
      return <InvoicesTab />;
    case "address":
      return <AddressTab />;
    case "payment":
      return <PaymentTab />;
    case "edits":
      return <ProfileTab />;
    default:
      return <CartTab />;
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const tab = resolveTab(useParams().tab);
  // The stored user follows profile edits (storeSession fires an event); the loader's copy is the fallback.
  const user = useSessionUser() ?? loaderData.user;
  return (
    <DashboardShell user={user} active={tab}>
      <TabContent key={tab} tab={tab} user={user} />
    </DashboardShell>
  );
}
