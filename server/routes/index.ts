import type { ApiRouter } from "../lib/router.ts";
import { addressRoutes } from "./addresses/routes.ts";
import { adminRoutes } from "./admin/index.ts";
import { builderRoutes } from "./builder/routes.ts";
import { cartRoutes } from "./cart/routes.ts";
import { checkoutRoutes } from "./checkout/routes.ts";
import { sandboxPaymentRoutes } from "./checkout/sandbox-routes.ts";
import { deliveryEstimateRoutes } from "./delivery-estimate/routes.ts";
import { adminDeliveryRateRoutes } from "./delivery/admin-routes.ts";
import { deliveryRoutes } from "./delivery/routes.ts";
import { depotRoutes } from "./depots/routes.ts";
import { driverRoutes } from "./driver/routes.ts";
import { healthRoutes, pingRoutes } from "./health/routes.ts";
import { invoicePdfRoutes } from "./invoice-pdf/routes.ts";
import { adminOfferRoutes } from "./offers/admin-routes.ts";
import { offerRoutes } from "./offers/routes.ts";
import { adminTermsRoutes } from "./terms/routes.ts";
import { newsletterRoutes } from "./newsletter/routes.ts";
import { orderRoutes } from "./orders/routes.ts";
import { paymentMethodRoutes } from "./payment-methods/routes.ts";
import { savedCardRoutes } from "./saved-cards/routes.ts";
import { productRoutes } from "./products/routes.ts";
import { profileRoutes } from "./profile/routes.ts";
import { quoteRoutes } from "./quotes/routes.ts";
import { rentalRoutes } from "./rentals/routes.ts";
import { settingsRoutes } from "./settings/routes.ts";
import { stockRoutes } from "./stock/routes.ts";
import { twoFactorRoutes } from "./two-factor/routes.ts";
import { userRoutes } from "./users/routes.ts";
import { visitRoutes } from "./visits/routes.ts";
import { webhookRoutes } from "./webhooks/routes.ts";

/**
 * Mounts every route group at /v1, in this order. Chained, not looped, so the result keeps each route's
 * type for Hono's typed client (docs/decisions/018).
 */
export function mountRoutes(api: ApiRouter) {
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
    .route("/", savedCardRoutes)
    .route("/", profileRoutes)
    .route("/", invoicePdfRoutes)
    .route("/", visitRoutes)
    .route("/", userRoutes)
    .route("/", twoFactorRoutes)
    .route("/", quoteRoutes)
    .route("/", newsletterRoutes)
    .route("/", deliveryEstimateRoutes)
    .route("/", deliveryRoutes)
    .route("/", adminDeliveryRateRoutes)
    .route("/", depotRoutes)
    .route("/", stockRoutes)
    .route("/", builderRoutes)
    .route("/", rentalRoutes)
    .route("/", offerRoutes)
    .route("/", adminOfferRoutes)
    .route("/", adminTermsRoutes)
    .route("/", driverRoutes)
    .route("/", adminRoutes);
}
