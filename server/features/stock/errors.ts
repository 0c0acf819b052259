import { HttpError } from "../../lib/http-errors.ts";

export const OUT_OF_STOCK = "out_of_stock";

/** 409 `out_of_stock`, naming the item and what is left so the customer knows what to change. */
export function outOfStock(label: string, available: number, field = "quantity") {
  const message = available > 0 ? `Only ${available} left of ${label}` : `${label} is sold out (0 left)`;
  return new HttpError(409, message, { code: OUT_OF_STOCK, errors: { [field]: available > 0 ? `Only ${available} available` : "Sold out" } });
}
