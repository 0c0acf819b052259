import type { CartItemPayload } from "../../../../contract/cart.ts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import type { PricedLine } from "./lines.ts";

export type LineRef = Pick<CartItemPayload, "productId" | "selectedDimension" | "selectedCondition" | "selectedDelivery"> & { id?: unknown };

const same = (a: string | null, b: string | null | undefined) => (a ?? "").toLowerCase() === (b ?? "").trim().toLowerCase();

/**
 * Which cart line an item sent back by the client means: its line id when it carries one (the cart
 * as read does), else product + the selections it names. A selection left out matches any.
 */
export function findLine(lines: PricedLine[], ref: LineRef): PricedLine {
  const ofProduct = lines.filter((l) => l.productId === ref.productId);
  if (typeof ref.id === "string") {
    const exact = ofProduct.find((l) => l.id === ref.id);
    if (exact) return exact;
  }
  const matches = ofProduct.filter(
    (l) =>
      (ref.selectedDimension === undefined || same(l.dimension, ref.selectedDimension?.dimension)) &&
      (ref.selectedCondition === undefined || same(l.condition, ref.selectedCondition?.condition)) &&
      (ref.selectedDelivery === undefined || same(l.deliveryMethod, ref.selectedDelivery?.method)),
  );
  if (matches.length === 1) return matches[0];
  if (!matches.length) throw notFound("Item not found in cart");
  throw badRequest("Several cart lines match this item", {
    item: "Include selectedDimension, selectedCondition and selectedDelivery to say which line",
  });
}
