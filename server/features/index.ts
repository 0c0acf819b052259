import type { ApiRouter } from "../lib/router.ts";
import { addressRoutes } from "./addresses/routes.ts";
import { adminRoutes } from "./admin/index.ts";
import { cartRoutes } from "./cart/routes.ts";
import { checkoutRoutes } from "./checkout/routes.ts";
import { sandboxPaymentRoutes } from "./checkout/sandbox-routes.ts";
import { deliveryEstimateRoutes } from "./delivery-estimate/routes.ts";
import { deliveryRoutes } from "./delivery/routes.ts";
import { depotRoutes } from "./depots/routes.ts";
import { healthRoutes, pingRoutes } from "./health/routes.ts";
import { invoicePdfRoutes } from "./invoice-pdf/routes.ts";
import { newsletterRoutes } from "./newsletter/routes.ts";
import { orderRoutes } from "./orders/routes.ts";
import { paymentMethodRoutes } from "./payment-methods/routes.ts";
import { productRoutes } from "./products/routes.ts";
import { profileRoutes } from "./profile/routes.ts";
import { quoteRoutes } from "./quotes/routes.ts";
import { settingsRoutes } from "./settings/routes.ts";
import { stockRoutes } from "./stock/routes.ts";
import { userRoutes } from "./users/routes.ts";
import { visitRoutes } from "./visits/routes.ts";
import { webhookRoutes } from "./webhooks/routes.ts";

/**
 * Mounts every feature router at /v1, in this order. Chained, not looped, so the result keeps each route's
 * type for Hono's typed client (docs/decisions/018).
 */
export function mountFeatures(api: ApiRouter) {
  return api
    .route("/", healthRoutes)
    .route("/", pingRoutes)
    .route("/", productRoutes)
    .route("/", settingsRoutes)
    .route("/", orderRoutes)
    .route("/", cartRoutes)
    .route("/", checkoutRoutes)
    .route("/", sandboxPaymentRoutes)
    .route("/", webhookRoutes)
    .route("/", addressRoutes)
    .route("/", paymentMethodRoutes)
    .route("/", profileRoutes)
    .route("/", invoicePdfRoutes)
    .route("/", visitRoutes)
    .route("/", userRoutes)
    .route("/", quoteRoutes)
    .route("/", newsletterRoutes)
    .route("/", deliveryEstimateRoutes)
    .route("/", deliveryRoutes)
    .route("/", depotRoutes)
    .route("/", stockRoutes)
    .route("/", adminRoutes);
}
