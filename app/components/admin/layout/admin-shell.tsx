import { type ReactNode, useState } from "react";
import { NavLink } from "react-router";
import { logout } from "../../../lib/logout";
import type { StoredUser } from "../../../lib/session";
import { Logo } from "../../site/logo";
import { AdminIcon } from "./admin-icons";
import { ROLE_LABELS, type UserRole } from "../../../../contract/staff-roles";
import { navFor } from "./admin-nav";

function NavItems({ role, onNavigate }: { role: UserRole; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {navFor(role).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 ${
                isActive ? "bg-orange-600 text-white shadow-sm" : "text-slate-300 hover:bg-white/10 hover:text-white"
              }`
            }
          >
            <AdminIcon name={item.icon} />
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function LogoutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        // Ends the session on the server, clears all local storage, then goes to /auth (SPEC section 2).
        void logout("admin");
      }}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-red-500/15 hover:text-red-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 disabled:opacity-60"
    >
      <AdminIcon name="logout" />
      {busy ? "Logging out..." : "Logout"}
    </button>
  );
}

function SidebarBody({ user, onNavigate }: { user: StoredUser; onNavigate?: () => void }) {
  return (
    <div className="flex min-h-full flex-col gap-6 p-4">
      <div className="px-2 pt-2">
        <Logo tone="light" />
        <p className="mt-1 text-xs font-semibold tracking-widest text-orange-400 uppercase">Admin panel</p>
      </div>
      <nav aria-label="Admin" className="flex-1">
        <NavItems role={user.role} onNavigate={onNavigate} />
      </nav>
      <div className="border-t border-white/10 pt-4">
        <p className="truncate px-3 text-sm font-semibold text-white">{user.full_name}</p>
        <p className="truncate px-3 text-xs text-slate-400">{user.email}</p>
        <p className="px-3 pb-2 text-xs font-semibold text-orange-300">{ROLE_LABELS[user.role]}</p>
        <LogoutButton />
      </div>
    </div>
  );
}

/** A fixed navy sidebar from 1024 px; below it, a top bar whose menu button opens the same sidebar as a drawer. */
export function AdminShell({ user, children }: { user: StoredUser; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="min-h-screen bg-slate-100 dark:bg-slate-950">
      <aside className="fixed inset-y-0 left-0 hidden w-64 overflow-y-auto bg-slate-900 lg:block dark:border-r dark:border-white/10 dark:bg-slate-950">
        <SidebarBody user={user} />
      </aside>

      <header className="sticky top-0 z-30 flex items-center justify-between gap-3 bg-slate-900 px-4 py-3 lg:hidden dark:border-b dark:border-white/10 dark:bg-slate-950">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-expanded={open}
          aria-controls={open ? "admin-drawer" : undefined}
          className="rounded-lg p-2 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-orange-500"
        >
          <AdminIcon name="menu" className="size-6" label="Open the admin menu" />
        </button>
        <Logo tone="light" />
        <span className="rounded-full bg-orange-600 px-2.5 py-1 text-xs font-bold text-white">Admin</span>
      </header>

      {open && (
        <div className="fixed inset-0 z-40 lg:hidden" id="admin-drawer">
          <button type="button" className="absolute inset-0 bg-slate-900/60" aria-label="Close the admin menu" onClick={() => setOpen(false)} />
          <div className="relative h-full w-72 max-w-[85vw] overflow-y-auto bg-slate-900 shadow-2xl">
            <button type="button" onClick={() => setOpen(false)} className="absolute top-4 right-3 rounded-lg p-2 text-slate-300 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-orange-500">
              <AdminIcon name="close" label="Close the admin menu" />
            </button>
            <SidebarBody user={user} onNavigate={() => setOpen(false)} />
          </div>
        </div>
      )}

      {/* admin-surface: the area app.css turns dark (docs/decisions/027). */}
      <main className="admin-surface min-w-0 px-4 py-6 sm:px-6 lg:ml-64 lg:px-10 lg:py-10">{children}</main>
    </div>
  );
}
