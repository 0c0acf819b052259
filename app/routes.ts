import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/** Routes shaped like the spec's URLs (SPEC.md section 2). */
export default [
  layout("routes/_site.tsx", [
    index("routes/home.tsx"),
    route("shop/:category?", "routes/shop.tsx"),
    route("product/:id", "routes/product.tsx"),
    route("gallery", "routes/gallery.tsx"),
    route("inventory", "routes/inventory.tsx"),
    route("delivery", "routes/delivery.tsx"),
    route("contact", "routes/contact.tsx"),
    route("feedback", "routes/feedback.tsx"),
    route("auth", "routes/auth.tsx"),
    route("reset-password/:token", "routes/reset-password.tsx"),
    route("cart", "routes/cart.tsx"),
    route("checkout/success", "routes/checkout.success.tsx"),
    route("checkout/cancel", "routes/checkout.cancel.tsx"),
    route("dashboard", "routes/dashboard.tsx", [
      index("routes/dashboard/overview.tsx"),
      route("cart", "routes/dashboard/cart.tsx"),
      route("orders", "routes/dashboard/orders.tsx"),
      route("invoices", "routes/dashboard/invoices.tsx"),
      route("address", "routes/dashboard/address.tsx"),
      route("payment", "routes/dashboard/payment.tsx"),
      route("edits", "routes/dashboard/profile.tsx"),
      // SPEC: an unknown tab shows the cart.
      route(":tab", "routes/dashboard/cart.tsx", { id: "routes/dashboard/unknown-tab" }),
    ]),
    route("newsletter/confirm/:token", "routes/newsletter.confirm.tsx"),
    route("newsletter/unsubscribe/:token", "routes/newsletter.unsubscribe.tsx"),
    route("confirm-email/:token", "routes/confirm-email.tsx"),
  ]),
  route("pay/sandbox/:sessionId", "routes/pay.sandbox.tsx"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("invoices", "routes/admin/invoices.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("users/:userId/:part", "routes/admin/user-part.tsx"),
      route("quotes", "routes/admin/quotes.tsx"),
      route("operations", "routes/admin/operations.tsx"),
      route("stock", "routes/admin/stock.tsx"),
      route("depots", "routes/admin/depots.tsx"),
      route("deliveries", "routes/admin/deliveries.tsx"),
      route("settings", "routes/admin/settings.tsx"),
    ]),
  ]),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
