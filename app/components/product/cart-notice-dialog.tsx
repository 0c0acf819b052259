import { Link } from "react-router";
import { Button, buttonClass } from "../ui/button";
import { Dialog } from "../ui/dialog";
import type { CartNotice } from "./use-add-to-cart";

/** The dialogs Add to Cart can open: warnings, login, error, and the confirmation with a cart link. */
export function CartNoticeDialog({ notice, onClose, onLogin, productName }: { notice: CartNotice; onClose: () => void; onLogin: () => void; productName: string }) {
  const ok = <Button variant="dark" onClick={onClose}>OK</Button>;
  switch (notice?.kind) {
    case "delivery":
      return <Dialog open tone="warning" title="Delivery Method Required" onClose={onClose} actions={ok}>Please select a delivery method.</Dialog>;
    case "size":
      return <Dialog open tone="warning" title="Size Required" onClose={onClose} actions={ok}>Please select a size.</Dialog>;
    case "condition":
      return <Dialog open tone="warning" title="Condition Required" onClose={onClose} actions={ok}>Please select a condition.</Dialog>;
    case "login":
      return (
        <Dialog
          open
          tone="warning"
          title="Login Required"
          onClose={onClose}
          actions={<><Button variant="secondary" onClick={onClose}>Cancel</Button><Link to="/auth" onClick={onLogin} className={buttonClass("primary")}>Login</Link></>}
        >
          You need to log in to add items to your cart.
        </Dialog>
      );
    case "error":
      return <Dialog open tone="error" title="Error" onClose={onClose} actions={ok}>{notice.message}</Dialog>;
    case "added":
      return (
        <Dialog
          open
          tone="success"
          title="Added to cart"
          onClose={onClose}
          actions={<><Button variant="secondary" onClick={onClose}>Continue shopping</Button><Link to="/dashboard/cart" className={buttonClass("primary")}>View cart</Link></>}
        >
          {notice.quantity} × {productName} {notice.quantity === 1 ? "is" : "are"} in your cart.
        </Dialog>
      );
    default:
      return null;
  }
}
