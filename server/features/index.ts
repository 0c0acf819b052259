import { healthRoutes } from "./health/routes.ts";
import { productRoutes } from "./products/routes.ts";
import { settingsRoutes } from "./settings/routes.ts";

/** Every feature router, mounted at /v1 in this order. */
export const routes = [healthRoutes, productRoutes, settingsRoutes];
