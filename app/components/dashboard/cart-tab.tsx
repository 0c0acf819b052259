import { CartView } from "../cart/cart-view";
import { Panel } from "./panel";

/** The cart tab: the cart feature's view (lines, totals, checkout) inside the dashboard frame. */
export function CartTab() {
  return (
    <Panel title="Cart" description="Review your items and check out.">
      <CartView />
    </Panel>
  );
}
