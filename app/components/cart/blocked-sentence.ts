import type { CartDto } from "../../../contract/cart";

/**
 * Why checkout is blocked, in the words of the first reason (issue 44): withdrawn, sold out, too many, a line's truck,
 * or the address beyond our trucks. Never the quantity sentence for what is not about quantity.
 */
export function blockedSentence(cart: Pick<CartDto, "items" | "deliveryProblem">): string {
  const { items } = cart;
  if (items.some((i) => i.unavailable)) return "Some items are no longer available. Remove them to check out.";
  if (items.some((i) => i.issueCode === "out_of_stock")) return "An item is sold out at every depot. Remove it, or request a quote and we will tell you when more arrive.";
  if (items.some((i) => i.issueCode === "quantity_unavailable")) return "We have fewer in stock than the quantity you chose. Lower it to check out.";
  if (cart.deliveryProblem || items.some((i) => i.issueCode === "out_of_area")) return "We cannot deliver to this address by truck. Choose another address or request a quote.";
  if (items.some((i) => i.deliveryIssue)) return "A line cannot be delivered as chosen; see the line for what to change.";
  return "Some items cannot be checked out as they are. See the lines above.";
}
