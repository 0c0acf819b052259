export * from "./users.ts";
export * from "./catalog.ts";
export * from "./customer.ts";
export * from "./commerce.ts";
export * from "./site.ts";
export * from "./payments.ts";
export * from "./media.ts";
export * from "./stock.ts";
