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
    route("dashboard/:tab?", "routes/dashboard.tsx"),
    route("newsletter/confirm/:token", "routes/newsletter.confirm.tsx"),
    route("newsletter/unsubscribe/:token", "routes/newsletter.unsubscribe.tsx"),
  ]),
  route("pay/sandbox/:sessionId", "routes/pay.sandbox.tsx"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("invoices", "routes/admin/invoices.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("quotes", "routes/admin/quotes.tsx"),
      route("stock", "routes/admin/stock.tsx"),
      route("settings", "routes/admin/settings.tsx"),
    ]),
  ]),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
