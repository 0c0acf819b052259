/** The dashboard's tabs in the spec's order; `view` is the default and an unknown value shows the cart. */
export const TABS = [
  { id: "view", label: "Overview" },
  { id: "cart", label: "Cart" },
  { id: "orders", label: "Orders" },
  { id: "invoices", label: "Invoices" },
  { id: "rentals", label: "Rentals" },
  { id: "offers", label: "Offers" },
  { id: "address", label: "Addresses" },
  { id: "payment", label: "Payment methods" },
  { id: "designs", label: "Designs" },
  { id: "edits", label: "Profile" },
] as const;

export type TabId = (typeof TABS)[number]["id"];

export function resolveTab(param: string | undefined): TabId {
  if (!param) return "view";
  return TABS.find((t) => t.id === param)?.id ?? "cart";
}

export const tabPath = (id: TabId) => (id === "view" ? "/dashboard" : `/dashboard/${id}`);
