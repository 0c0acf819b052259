import { createRouter } from "../../lib/router.ts";
import { deliveryAdminRoutes } from "../deliveries/routes.ts";
import { adminAuditRoutes } from "./audit/routes.ts";
import { adminDashboardRoutes } from "./dashboard/routes.ts";
import { adminExportRoutes } from "./exports/routes.ts";
import { adminInvoiceRoutes } from "./invoices/routes.ts";
import { adminMailPreviewRoutes } from "./mail-previews/routes.ts";
import { adminOperationsRoutes } from "./operations/routes.ts";
import { adminOrderEditRoutes } from "./orders/edit.ts";
import { adminOrderRoutes } from "./orders/routes.ts";
import { adminSettingsRoutes } from "./settings/routes.ts";
import { adminStaffRoutes } from "./staff/routes.ts";
import { adminSecurityRoutes } from "./settings/security-routes.ts";
import { adminAccountRoutes } from "./account/routes.ts";
import { adminProductRoutes } from "./products/routes.ts";
import { adminReceivablesRoutes } from "./receivables/routes.ts";
import { adminUserAddressRoutes } from "./users/addresses-routes.ts";
import { adminUserCartRoutes } from "./users/cart-routes.ts";
import { adminUserHistoryRoutes } from "./users/history-routes.ts";
import { adminUserPaymentMethodRoutes } from "./users/payment-methods-routes.ts";
import { adminUserRoutes } from "./users/routes.ts";
import { adminTaxExemptionRoutes } from "./users/tax-exemption-routes.ts";
import { adminReportRoutes } from "./reports/routes.ts";
import { adminRentalRoutes } from "../rentals/admin-routes.ts";
import { stockMoveRoutes } from "../stock/moves-routes.ts";
import { dispatchAdminRoutes } from "../dispatch/admin-routes.ts";

/** Every /admin router, chained into one; each route requires a staff role that reaches its area (route.ts, areas.ts). */
export const adminRoutes = createRouter()
  .route("/", adminExportRoutes)
  .route("/", adminReceivablesRoutes)
  .route("/", adminDashboardRoutes)
  .route("/", adminProductRoutes)
  .route("/", adminOrderRoutes)
  .route("/", adminOrderEditRoutes)
  .route("/", adminInvoiceRoutes)
  .route("/", adminUserRoutes)
  .route("/", adminUserHistoryRoutes)
  .route("/", adminUserPaymentMethodRoutes)
  .route("/", adminUserAddressRoutes)
  .route("/", adminUserCartRoutes)
  .route("/", adminTaxExemptionRoutes)
  .route("/", adminReportRoutes)
  .route("/", adminSettingsRoutes)
  .route("/", adminSecurityRoutes)
  .route("/", adminAccountRoutes)
  .route("/", adminAuditRoutes)
  .route("/", adminStaffRoutes)
  .route("/", adminOperationsRoutes)
  .route("/", adminMailPreviewRoutes)
  .route("/", adminRentalRoutes)
  .route("/", deliveryAdminRoutes)
  .route("/", stockMoveRoutes)
  .route("/", dispatchAdminRoutes);
