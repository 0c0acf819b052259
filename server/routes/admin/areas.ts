import type { AdminArea } from "../../../contract/staff-roles.ts";

type Rule = { area: AdminArea; path: RegExp; methods?: readonly string[] };

const READ = ["get"] as const;

/**
 * Which area each /admin route belongs to (ADR 084), first match wins. One table instead of an argument on every
 * route: a new route with no row here stops the server at start-up (adminAreaOf throws), and the role × route test
 * walks every admin route of the OpenAPI document against it.
 */
const RULES: readonly Rule[] = [
  // Owner only: the shop's settings, its staff, its audit trail, its catalogue and prices, the mail machinery.
  { area: "owner", path: /^\/admin\/(settings|security|staff|audit|mail-previews|emails|jobs|builder|delivery-rates|rental-plans)(\/|$)/ },
  { area: "owner", path: /^\/admin\/users\/[^/]+\/role$/ },
  { area: "owner", path: /^\/admin\/products(\/archived)?$/, methods: ["post", "put", "delete"] },
  { area: "owner", path: /^\/admin\/products\/[^/]+(\/restore|\/rental-plan)?$/ },
  // Every staff member: their own account and preferences, the dashboard, the product list they look things up in.
  { area: "everyone", path: /^\/admin\/(account|preferences|dashboard)(\/|$)/ },
  { area: "everyone", path: /^\/admin\/products(\/archived)?$/, methods: READ },
  // Dispatch: the yard and the trucks.
  { area: "dispatch", path: /^\/admin\/(deliveries|depots|stock|drivers|trucks|dispatch)(\/|$)/ },
  { area: "dispatch", path: /^\/admin\/products\/[^/]+\/stock$/ },
  { area: "dispatch", path: /^\/admin\/orders\/[^/]+\/(reschedule|assignment)$/ },
  // Accounts: money in and out.
  { area: "accounts", path: /^\/admin\/(invoices|credit-notes|exports|receivables|reports|rentals)(\/|$)/ },
  { area: "accounts", path: /^\/admin\/orders\/[^/]+\/refund$/ },
  { area: "accounts", path: /^\/admin\/users\/[^/]+\/(terms|invoices|statement|tax-exemption|payment-methods)(\/|$)/ },
  // Reading orders and customers is shared; changing them is sales'.
  { area: "orders", path: /^\/admin\/orders(\/|$)/, methods: READ },
  { area: "customers", path: /^\/admin\/users(\/|$)/, methods: READ },
  { area: "sales", path: /^\/admin\/(orders|order|offers|quotes|users|abandoned-checkouts|newsletter)(\/|$)/ },
];

/** The area of an admin route by its method and OpenAPI path ("/admin/orders/{id}"); throws for an unmapped one. */
export function adminAreaOf(method: string, path: string): AdminArea {
  const m = method.toLowerCase();
  const rule = RULES.find((r) => r.path.test(path) && (!r.methods || r.methods.includes(m)));
  if (!rule) throw new Error(`No staff area for ${method.toUpperCase()} ${path}: add it to server/routes/admin/areas.ts`);
  return rule.area;
}
