import { Outlet, useLocation, useOutletContext } from "react-router";
import { DashboardShell } from "../components/dashboard/layout/dashboard-shell";
import { resolveTab } from "../components/dashboard/tabs";
import { rootDataFromMatches } from "../components/site/root-data";
import { pageMeta } from "../components/site/seo";
import { Spinner } from "../components/ui/spinner";
import { requireCustomerClient } from "../lib/guards";
import type { StoredUser } from "../lib/session";
import { useFreshSessionUser } from "../lib/fresh-session-user";
import { useSessionUser } from "../lib/use-session";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    root: rootDataFromMatches(matches),
    title: "My account | Boxyard",
    description: "Your Boxyard account: cart, orders, invoices, addresses, payment methods and profile.",
    path: location.pathname.replace(/\/$/, ""),
    noindex: true,
  });

/** The session lives in localStorage, so the guard runs in the browser: no token, no dashboard. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: requireCustomerClient(request) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-slate-50">
      {/* The server's page (and a visitor without scripts) starts with the page's h1, not the footer's h2. */}
      <h1 className="sr-only">My account</h1>
      <Spinner label="Loading your account..." />
    </div>
  );
}

/** The logged-in customer, for the tabs (nested routes under /dashboard/:tab). */
export const useDashboardUser = () => useOutletContext<StoredUser>();

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const tab = resolveTab(useLocation().pathname.split("/")[2]);
  // The stored user follows profile edits (storeSession fires an event); the loader's copy is the fallback.
  const user = useSessionUser() ?? loaderData.user;
  useFreshSessionUser();
  return (
    <DashboardShell user={user} active={tab}>
      <Outlet context={user} />
    </DashboardShell>
  );
}
