import { type CartIntent, runCartIntent } from "../../components/cart/cart-actions";
import { CartView } from "../../components/cart/cart-view";
import { Panel } from "../../components/dashboard/panel";
import { TabError } from "../../components/dashboard/tab-error";
import { client } from "../../lib/browser-api";
import { actionInput, load } from "../../lib/route-action";
import type { Route } from "./+types/cart";

export const clientLoader = async () => ({ cart: await load(client.user.cart.$get()) });

export const clientAction = async ({ request }: Route.ClientActionArgs) => runCartIntent(await actionInput<CartIntent>(request));

/** The cart tab (and any unknown tab, SPEC): the cart feature's view inside the dashboard frame. */
export default function CartTab({ loaderData: { cart } }: Route.ComponentProps) {
  return (
    <Panel title="Cart" description="Review your items and check out.">
      <CartView cart={cart} />
    </Panel>
  );
}

export const ErrorBoundary = () => <TabError title="Cart" label="cart" />;
