import type { AdminIconName } from "./admin-icons";

/** The admin sidebar (SPEC section 2 "Admin layout", plus the quote inbox and operations: outbox, abandoned checkouts, reports). */
export const ADMIN_NAV: { to: string; label: string; icon: AdminIconName; end?: boolean }[] = [
  { to: "/admin", label: "Dashboard", icon: "dashboard", end: true },
  { to: "/admin/products", label: "Products", icon: "products" },
  { to: "/admin/users", label: "Users", icon: "users" },
  { to: "/admin/orders", label: "Orders", icon: "orders" },
  { to: "/admin/invoices", label: "Invoices", icon: "invoices" },
  { to: "/admin/stock", label: "Stock", icon: "products" },
  { to: "/admin/depots", label: "Depots", icon: "depots" },
  { to: "/admin/rentals", label: "Rentals", icon: "rentals" },
  { to: "/admin/deliveries", label: "Deliveries", icon: "truck" },
  { to: "/admin/quotes", label: "Quotes", icon: "quotes" },
  { to: "/admin/builder-options", label: "Builder options", icon: "products" },
  { to: "/admin/offers", label: "Offers", icon: "invoices" },
  { to: "/admin/reports", label: "Reports", icon: "reports" },
  { to: "/admin/operations", label: "Operations", icon: "operations" },
  { to: "/admin/settings", label: "Settings", icon: "settings" },
];
