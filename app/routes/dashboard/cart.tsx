import { CartView } from "../../components/cart/cart-view";
import { Panel } from "../../components/dashboard/panel";
import { TabError } from "../../components/dashboard/tab-error";

/** The cart tab (and any unknown tab, SPEC): the cart feature's view inside the dashboard frame. */
export default function CartTab() {
  return (
    <Panel title="Cart" description="Review your items and check out.">
      <CartView />
    </Panel>
  );
}

export const ErrorBoundary = () => <TabError title="Cart" label="cart" />;
