import { type ReactNode, useState } from "react";
import type { StoredUser } from "../../../lib/session";
import { logout } from "../../../lib/logout";
import { useSiteSettings } from "../../site/root-data";
import type { TabId } from "../tabs";
import { BuyingGuide } from "./buying-guide";
import { DashIcon } from "./dashboard-icons";
import { SupportCard } from "./support-card";
import { TabNav } from "./tab-nav";
import { VerifyEmailBanner } from "./verify-email-banner";
import { Button } from "../../ui/button";

function LogoutButton({ className = "" }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button variant="bare"
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void logout("customer");
      }}
      className={`flex items-center gap-3 rounded-lg font-medium text-slate-700 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:opacity-60 ${className}`}
    >
      <DashIcon name="logout" className="size-5" />
      {busy ? "Logging out..." : "Logout"}
    </Button>
  );
}

/**
 * Sidebar on wide screens (≥ 1024 px), a top bar with the tab strip on narrow ones. The support card and the buying
 * guide are rendered once, after the tab in the document (its h1 is the page's first heading); on wide screens the
 * grid puts them under the account menu, on narrow ones they follow the tab.
 */
export function DashboardShell({ user, active, children }: { user: StoredUser; active: TabId; children: ReactNode }) {
  const settings = useSiteSettings();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-6 lg:grid lg:grid-cols-[17rem_1fr] lg:grid-rows-[auto_1fr] lg:gap-x-8 lg:gap-y-5 lg:px-8 lg:py-10">
        <aside className="hidden lg:col-start-1 lg:row-start-1 lg:block" aria-label="Account menu">
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">My account</p>
            <p className="truncate px-3 pt-1 font-bold text-slate-900">{user.full_name}</p>
            <p className="truncate px-3 text-sm text-slate-600" data-testid="account-email">{user.email}</p>
            {user.phone && (
              <p className="flex items-center gap-1.5 px-3 pb-3 text-sm text-slate-600">
                <DashIcon name="phone" className="size-4" />
                <span>{user.phone}</span>
              </p>
            )}
            <TabNav active={active} layout="sidebar" />
            <div className="mt-2 border-t border-slate-100 pt-2">
              <LogoutButton className="w-full px-3 py-2.5" />
            </div>
          </div>
        </aside>

        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="mb-5 space-y-3 lg:hidden" data-testid="dashboard-topbar">
            <div className="flex items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">My account</p>
                <p className="truncate font-bold text-slate-900">{user.full_name}</p>
                <p className="truncate text-sm text-slate-600">{user.email}</p>
                {user.phone && <p className="text-sm text-slate-600">{user.phone}</p>}
              </div>
              <LogoutButton className="shrink-0 px-3 py-2 text-sm ring-1 ring-slate-200" />
            </div>
            <TabNav active={active} layout="topbar" />
          </div>
          <VerifyEmailBanner user={user} />
          {children}
        </div>

        <div className="mt-8 grid gap-5 self-start sm:grid-cols-2 lg:col-start-1 lg:row-start-2 lg:mt-0 lg:grid-cols-1">
          <SupportCard settings={settings} />
          <BuyingGuide />
        </div>
      </div>
    </div>
  );
}
