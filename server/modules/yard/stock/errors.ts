import { HttpError } from "../../../lib/http-errors.ts";


/** 409 `out_of_stock`, naming the item and what is left so the customer knows what to change. */
export function outOfStock(label: string, available: number, field = "quantity") {
  const message = available > 0 ? `Only ${available} left of ${label}` : `${label} is sold out (0 left)`;
  return new HttpError("out_of_stock", message, { errors: { [field]: available > 0 ? `Only ${available} available` : "Sold out" } });
}
