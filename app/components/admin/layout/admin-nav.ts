import { type AdminArea, type UserRole, mayUseArea } from "../../../../contract/staff-roles";
import type { AdminIconName } from "./admin-icons";

type NavItem = { to: string; label: string; icon: AdminIconName; area: AdminArea; end?: boolean };

/**
 * The admin sidebar (SPEC section 2 "Admin layout", plus the quote inbox, operations, staff and the audit log). Each
 * page sits in the staff area its API calls need (contract/staff-roles.ts): a role sees only the pages it may use.
 */
export const ADMIN_NAV: NavItem[] = [
  { to: "/admin", label: "Dashboard", icon: "dashboard", area: "everyone", end: true },
  { to: "/admin/products", label: "Products", icon: "products", area: "owner" },
  { to: "/admin/users", label: "Users", icon: "users", area: "customers" },
  { to: "/admin/orders", label: "Orders", icon: "orders", area: "orders" },
  { to: "/admin/invoices", label: "Invoices", icon: "invoices", area: "accounts" },
  { to: "/admin/receivables", label: "Receivables", icon: "dollar", area: "accounts" },
  { to: "/admin/stock", label: "Stock", icon: "products", area: "dispatch" },
  { to: "/admin/depots", label: "Depots", icon: "depots", area: "dispatch" },
  { to: "/admin/rentals", label: "Rentals", icon: "rentals", area: "accounts" },
  { to: "/admin/deliveries", label: "Deliveries", icon: "truck", area: "dispatch" },
  { to: "/admin/dispatch", label: "Dispatch", icon: "truck", area: "dispatch" },
  { to: "/admin/quotes", label: "Quotes", icon: "quotes", area: "sales" },
  { to: "/admin/builder-options", label: "Builder options", icon: "products", area: "owner" },
  { to: "/admin/offers", label: "Offers", icon: "invoices", area: "sales" },
  { to: "/admin/reports", label: "Reports", icon: "reports", area: "accounts" },
  { to: "/admin/operations", label: "Operations", icon: "operations", area: "owner" },
  { to: "/admin/staff", label: "Staff", icon: "users", area: "owner" },
  { to: "/admin/audit", label: "Audit log", icon: "eye", area: "owner" },
  { to: "/admin/mail-previews", label: "Mail previews", icon: "mail", area: "owner" },
  { to: "/admin/settings", label: "Settings", icon: "settings", area: "everyone" },
];

/** The sidebar of one role. */
export const navFor = (role: UserRole) => ADMIN_NAV.filter((item) => mayUseArea(role, item.area));

/** The area of an admin page: its sidebar entry's (the longest that prefixes the path); pages off the sidebar are everyone's. */
export function areaOfAdminPage(pathname: string): AdminArea {
  const path = pathname.replace(/\/+$/, "") || "/admin";
  const matches = ADMIN_NAV.filter((item) => (item.end ? path === item.to : path === item.to || path.startsWith(`${item.to}/`)));
  return matches.sort((a, b) => b.to.length - a.to.length)[0]?.area ?? "everyone";
}
