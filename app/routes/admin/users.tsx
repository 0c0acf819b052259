import { useState } from "react";
import { useRevalidator } from "react-router";
import { AdminIcon } from "../../components/admin/layout/admin-icons";
import { CsvExportButton } from "../../components/admin/ui/csv-export-button";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { SearchBox } from "../../components/admin/ui/search-box";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { useUrlSearch } from "../../components/admin/ui/use-url-search";
import { UserBadges } from "../../components/admin/users/badges";
import { UserPanel } from "../../components/admin/users/user-panel";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import { useSessionUser } from "../../lib/use-session";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import type { Route } from "./+types/users";

export const meta = () => adminMeta("Users");

export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => ({
  users: await call(client.admin.users.$get({ query: { search: new URL(request.url).searchParams.get("search") || undefined } })),
});

export default function AdminUsers({ loaderData: { users } }: Route.ComponentProps) {
  const me = useSessionUser();
  // Loaded once at start with an empty search, then 300 ms after typing stops.
  const { typed, setTyped } = useUrlSearch();
  const revalidator = useRevalidator();
  const [openId, setOpenId] = useState<string | null>(null);
  const update = () => void revalidator.revalidate();

  return (
    <>
      <PageHeader title="Users" description="Customers and admins. Open a row to manage the profile, orders, cards, addresses, cart and invoices."
        actions={<CsvExportButton fallbackName="customers.csv" label={typed.trim() ? "Export matching (CSV)" : "Export all (CSV)"} request={() => client.admin.users["export.csv"].$get({ query: { search: typed.trim() || undefined } })} />} />
      <Card>
        <div className="border-b border-slate-200 p-4">
          <SearchBox label="Search users" placeholder="Search by name, email or username" value={typed} onChange={setTyped} />
        </div>
        {users.length === 0 && <p className="p-10 text-center text-slate-600">No users found</p>}
        {users.length > 0 && (
          <ul className="divide-y divide-slate-200">
            {users.map((u) => {
              const open = openId === u.id;
              return (
                <li key={u.id} className={open ? "bg-slate-50" : ""}>
                  <button
                    type="button"
                    aria-expanded={open}
                    onClick={() => setOpenId(open ? null : u.id)}
                    className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-orange-600"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white" aria-hidden="true">
                      {u.full_name.trim().charAt(0).toUpperCase() || "?"}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-slate-900">{u.full_name}</span>
                      <span className="block truncate text-sm text-slate-600">{u.email} · @{u.user_name}</span>
                      <span className="mt-1 block sm:hidden"><UserBadges user={u} /></span>
                    </span>
                    <span className="hidden sm:block"><UserBadges user={u} /></span>
                    <AdminIcon name={open ? "chevronDown" : "chevronRight"} className="size-4 shrink-0 text-slate-500" />
                  </button>
                  {open && <UserPanel user={u} isSelf={me?.id === u.id} onUpdated={update} />}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </>
  );
}

export const ErrorBoundary = () => <AdminRouteError title="Users" />;
