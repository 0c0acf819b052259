import { addressRoutes } from "./addresses/routes.ts";
import { adminRoutes } from "./admin/index.ts";
import { cartRoutes } from "./cart/routes.ts";
import { checkoutRoutes } from "./checkout/routes.ts";
import { sandboxPaymentRoutes } from "./checkout/sandbox-routes.ts";
import { deliveryEstimateRoutes } from "./delivery-estimate/routes.ts";
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

/** Every feature router, mounted at /v1 in this order. */
export const routes = [healthRoutes, pingRoutes, productRoutes, settingsRoutes, orderRoutes, cartRoutes, checkoutRoutes, sandboxPaymentRoutes, webhookRoutes, addressRoutes, paymentMethodRoutes, profileRoutes, invoicePdfRoutes, visitRoutes, userRoutes, quoteRoutes, newsletterRoutes, deliveryEstimateRoutes, depotRoutes, stockRoutes, ...adminRoutes];
