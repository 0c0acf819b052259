/**
 * Where every storefront link goes. Shop values follow docs/decisions/004-shop-link-values.md;
 * the targets the spec leaves open are chosen in docs/decisions/010-storefront-link-targets.md.
 */
export const shopPath = (value?: string) => (value ? `/shop/${encodeURIComponent(value)}` : "/shop");

/** The container builder (docs/decisions/025): "Start building now" and "Customizations" go there. */
export const BUILDER_PATH = "/builder";

export type NavLinkItem = { label: string; to: string };

/** The wide header (≥ 1024 px), in the spec's order; phone and cart follow. */
export const MAIN_NAV: NavLinkItem[] = [
  { label: "Buy", to: shopPath() },
  { label: "Rent", to: shopPath("rent") },
  { label: "Cold storage", to: shopPath("cold storage") },
  { label: "Parts", to: shopPath("parts") },
  { label: "Customizations", to: BUILDER_PATH },
  { label: "Chasis & trailers", to: shopPath("chasis") },
  { label: "Gallery", to: "/gallery" },
  { label: "Delivery", to: "/delivery" },
  { label: "Inventory", to: "/inventory" },
];

/** The side menu repeats the main entries and adds these. */
export const SIDE_MENU_EXTRA: NavLinkItem[] = [
  { label: "Contact us", to: "/contact" },
  { label: "Cart", to: "/dashboard/cart" },
  { label: "My account", to: "/auth" },
  { label: "Search", to: "/shop?focus=search" },
  { label: "Feedback", to: "/feedback" },
];

/** Hero icon strip. "Fabrication" maps to parts, as the spec says. */
export const HERO_CATEGORIES = [
  { label: "Hazmat storage", to: shopPath("hazmat storage"), icon: "hazmat" },
  { label: "Cold storage", to: shopPath("cold storage"), icon: "snow" },
  { label: "New containers", to: shopPath("new"), icon: "box" },
  { label: "Conjoined containers", to: shopPath("conjoined containers"), icon: "boxes" },
  { label: "Office containers", to: shopPath("office containers"), icon: "office" },
  { label: "Fabrication", to: shopPath("parts"), icon: "wrench" },
] as const;

export const SALES_CHIPS: NavLinkItem[] = [
  { label: "Buy containers", to: shopPath("buy") },
  { label: "Rent containers", to: shopPath("rent") },
  { label: "Cold storage", to: shopPath("cold storage") },
  { label: "Office containers", to: shopPath("office containers") },
  { label: "Custom containers", to: shopPath("conjoined containers") },
];

export const RENTAL_CHIPS: NavLinkItem[] = [
  { label: "40ft", to: shopPath("40ft") },
  { label: "20ft", to: shopPath("20ft") },
  { label: "Ground level office", to: shopPath("ground level office") },
  { label: "Cold storage", to: shopPath("cold storage") },
  { label: "Custom containers", to: shopPath("conjoined containers") },
];

/**
 * Footer "Navigate" list, in the spec's order, without the spec's "Blog": the shop has no blog, and the link went
 * to /gallery under another name (issue 48, ADR 080).
 */
export const FOOTER_NAV: NavLinkItem[] = [
  { label: "W-9", to: "/contact#documents" },
  { label: "Credit application", to: "/contact#documents" },
  { label: "Terms", to: "/delivery#terms" },
  { label: "Containers for sale", to: shopPath("buy") },
  { label: "Rent storage and offices", to: shopPath("rent") },
  { label: "Cold storage", to: shopPath("cold storage") },
  { label: "About", to: "/#about" },
  { label: "Contact", to: "/contact" },
  { label: "My account", to: "/auth" },
  { label: "Search", to: "/shop?focus=search" },
];

export const QUOTE_TARGET = "/contact#quote";
