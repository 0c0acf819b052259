import { Navigate } from "react-router";
import { errorText } from "../../components/admin/ui/errors";
import { PARTS, type UserPartAnswer, type UserTabIntent, isPart } from "../../components/admin/users/user-parts";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/user-part";

/**
 * One tab of an expanded user row (orders, cards, addresses, cart, invoices), loaded by the users page through
 * `useFetcher().load`, so a change anywhere revalidates it like any route data. A failure comes back as data:
 * it belongs in the tab's banner, not in the page's error boundary.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs): Promise<UserPartAnswer> {
  if (!isPart(params.part)) return { data: null, error: "Unknown tab" };
  try {
    return { data: await PARTS[params.part](params.userId), error: null };
  } catch (err) {
    return { data: null, error: errorText(err) };
  }
}

export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<ActionResult> {
  const i = await actionInput<UserTabIntent>(request);
  const u = client.admin.users[":id"];
  const param = { id: params.userId };
  const addr = (id: string) => ({ param: { ...param, addrId: id } });
  const card = (id: string) => ({ param: { ...param, pmId: id } });
  switch (i.intent) {
    case "address.save": {
      const { id, address: json } = i;
      return id
        ? attempt(() => call(u.addresses[":addrId"].$put({ ...addr(id), json })), "Address updated successfully.")
        : attempt(() => call(u.addresses.$post({ param, json })), "Address added successfully.");
    }
    case "address.default":
      return attempt(() => call(u.addresses[":addrId"].default.$patch(addr(i.id))), "Default address updated.");
    case "address.delete":
      return attempt(() => call(u.addresses[":addrId"].$delete(addr(i.id))), "Address removed.");
    case "card.save":
      return attempt(() => call(u["payment-methods"][":pmId"].$put({ ...card(i.id), json: i.card })), "Payment method updated.");
    case "card.default":
      return attempt(() => call(u["payment-methods"][":pmId"].default.$patch(card(i.id))), "Default payment method updated.");
    case "card.delete":
      return attempt(() => call(u["payment-methods"][":pmId"].$delete(card(i.id))), "Payment method removed.");
    case "cart.quantity":
      return attempt(() => call(u.cart.items.$patch({ param, json: { ...i.line, quantity: Math.max(1, i.quantity) } })), "Cart updated.");
    case "cart.remove":
      return attempt(() => call(u.cart.items.$delete({ param, json: i.line })), "Item removed from cart.");
    case "cart.clear":
      return attempt(() => call(u.cart.$delete({ param })), "Cart cleared.");
  }
}

/** Only fetched, never shown: an address typed by hand leads back to the users page. */
export default function UserPartRoute() {
  return <Navigate to="/admin/users" replace />;
}
