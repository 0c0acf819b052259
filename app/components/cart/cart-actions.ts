import type { CartItemDto } from "../../../contract/cart";
import { client } from "../../lib/browser-api";
import { type ActionResult, attempt } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import { announceCartChange } from "./current-order";
import type { DeliveryDraft } from "./delivery/delivery-draft";

/** What the cart page's fetchers send its route's clientAction (the whole item, as the spec's PUT and DELETE take it). */
export type CartIntent =
  | { intent: "quantity"; item: CartItemDto; quantity: number }
  | { intent: "remove"; item: CartItemDto }
  | { intent: "delivery"; delivery: DeliveryDraft };

const cart = client.user.cart;

/** One cart write; the route's loader then reads the cart again, so the page shows the server's prices, never local sums. */
export async function runCartIntent(input: CartIntent): Promise<ActionResult> {
  let result: ActionResult;
  if (input.intent === "quantity") {
    result = await attempt(() => call(cart.update.$put({ json: { ...input.item, quantity: input.quantity } })), "Quantity updated.", "Failed to update quantity. Please try again.");
  } else if (input.intent === "remove") {
    const { item } = input;
    result = await attempt(() => call(cart[":productId"].$delete({ param: { productId: item.productId }, json: item })), "Item removed.", "Failed to remove item. Please try again.");
  } else {
    const json = { ...input.delivery, siteNotes: input.delivery.siteNotes || null };
    // An address we cannot serve is saved as picked; the notice says so instead of "saved" (issue 43, defect 11).
    result = await attempt(() => call(cart.delivery.$put({ json })), (saved) => (saved.deliveryProblemCode ? "Address saved, but we cannot deliver there by truck: checkout stays closed until you choose another address." : "Delivery saved."), "Could not save the delivery details. Please try again.");
  }
  if (result.ok) announceCartChange();
  return result;
}
