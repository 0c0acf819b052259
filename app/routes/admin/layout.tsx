import { Outlet, data, isRouteErrorResponse, useRouteError } from "react-router";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { AdminShell } from "../../components/admin/layout/admin-shell";
import { AdminsOnly } from "../../components/admin/layout/admins-only";
import { areaOfAdminPage } from "../../components/admin/layout/admin-nav";
import { type UserRole, isStaffRole, mayUseArea } from "../../../contract/staff-roles";
import { Spinner } from "../../components/ui/spinner";
import { hasStoredTheme, rememberTheme, useAdminTheme } from "../../lib/admin-theme";
import { client } from "../../lib/browser-api";
import { requireCustomerClient } from "../../lib/guards";
import { call } from "../../lib/typed-api";
import { useFreshSessionUser } from "../../lib/fresh-session-user";
import { useSessionUser } from "../../lib/use-session";
import type { Route } from "./+types/layout";

/**
 * The session lives in localStorage: the guard runs in the browser, and every /v1/admin call checks the role
 * again. Logged out goes to /auth (and back here after logging in); a logged-in customer stays and is told the
 * panel is for admins.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = requireCustomerClient(request);
  if (isStaffRole(user.role)) await syncTheme();
  return { user };
}

/**
 * The theme is saved per admin on the server; this browser keeps a copy for the boot script (app/lib/admin-theme.ts).
 * Without a copy (a new browser, after logging out) the panel waits for the saved one, so it opens in the right
 * colours; with one, it is refreshed in the background. A failure keeps what the browser has.
 */
async function syncTheme() {
  const saved = call(client.admin.preferences.$get()).then((p) => rememberTheme(p.theme), () => undefined);
  if (!hasStoredTheme()) await saved;
}

type AdminsOnlyData = { adminsOnly: true; email: string; role: UserRole; pageArea: boolean };

/**
 * Runs before this route's and every admin page's clientLoader (loaders run in parallel): a customer is
 * stopped here, so their browser never asks /v1/admin for anything, and the ErrorBoundary tells them why.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ request }) => {
    const user = requireCustomerClient(request);
    if (!isStaffRole(user.role)) throw data<AdminsOnlyData>({ adminsOnly: true, email: user.email, role: user.role, pageArea: false }, 403);
    // A staff member on a page outside their role: told so, and no call of that page is made.
    if (!mayUseArea(user.role, areaOfAdminPage(new URL(request.url).pathname))) throw data<AdminsOnlyData>({ adminsOnly: true, email: user.email, role: user.role, pageArea: true }, 403);
  },
];

export function ErrorBoundary() {
  const error = useRouteError();
  const denied = isRouteErrorResponse(error) ? (error.data as AdminsOnlyData | undefined) : undefined;
  if (denied?.adminsOnly) return <AdminsOnly email={denied.email} role={denied.role} pageArea={denied.pageArea} />;
  throw error;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100 dark:bg-slate-950 dark:text-slate-300">
      <Spinner label="Loading the admin panel..." />
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Panel");

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const user = useSessionUser() ?? loaderData.user;
  useAdminTheme();
  useFreshSessionUser();
  if (!isStaffRole(user.role)) return <AdminsOnly email={user.email} role={user.role} pageArea={false} />;
  return (
    <AdminShell user={user}>
      <Outlet />
    </AdminShell>
  );
}
