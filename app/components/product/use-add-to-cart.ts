import { useState } from "react";
import { useNavigate } from "react-router";
import type { ProductDetail } from "../../../contract/catalog";
import { isLoggedOutError } from "../../lib/auth-errors";
import { client } from "../../lib/browser-api";
import { rememberReturn, sessionEnded, stash } from "../../lib/return-to";
import { getStoredToken, getStoredUser } from "../../lib/session";
import { call } from "../../lib/typed-api";
import { cartPayload } from "./add-to-cart-payload";
import type { ProductView, Selection } from "./selection";

export type CartNotice =
  | { kind: "delivery" }
  | { kind: "size" }
  | { kind: "condition" }
  | { kind: "login" }
  | { kind: "error"; message: string }
  | { kind: "added"; quantity: number }
  | null;

/** The product page puts this selection back when the buyer returns from /auth. */
export const selectionStashKey = (productId: string) => `selection:${productId}`;
/** Set when Add to Cart was what sent the buyer to /auth: back here logged in, the line is added at once. */
export const addAfterLoginKey = (productId: string) => `add-after-login:${productId}`;

/**
 * Add to Cart as SPEC sections 5 and 8 describe it: a delivery method is required; without a stored
 * token and user the visitor goes to /auth; a 401 asks to log in (also when this tab's token was already
 * refused, e.g. by the header's cart count); other failures show the server's message. Whichever way the
 * buyer goes to /auth, they come back to this product with this selection, and when Add to Cart sent them, /auth
 * says so and the line is added as soon as they are back logged in (issue 48). On success the header's cart count
 * is told to refresh ("boxyard:cart").
 */
export function useAddToCart(product: ProductDetail, selection: Selection, view: ProductView) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<CartNotice>(null);
  /** `adding`: Add to Cart sent them (not the plain "Log in" link), so /auth says why and the line follows. */
  const beforeLogin = (adding = false) => {
    rememberReturn(undefined, adding ? `Log in or create an account to add ${product.name} to your cart. Your choice of size, condition, delivery and quantity is kept.` : undefined);
    stash(selectionStashKey(product.id), selection);
    if (adding) stash(addAfterLoginKey(product.id), true);
  };

  async function add() {
    if (!view.delivery) return setNotice({ kind: "delivery" });
    // Several sizes and none chosen: the price would be a guess, so ask (one size is preselected).
    // The server refuses the same (a size when there are sizes, a condition when the size has some):
    // asking here saves a round trip and names what is missing.
    if (product.dimensions.length > 0 && !view.dimension) return setNotice({ kind: "size" });
    if (view.conditions.length > 0 && !view.condition) return setNotice({ kind: "condition" });
    if (!getStoredToken() || !getStoredUser()?.id) {
      if (sessionEnded()) return setNotice({ kind: "login" });
      beforeLogin(true);
      return navigate("/auth");
    }
    setBusy(true);
    try {
      await call(client.user.cart.$post({ json: cartPayload(product, selection, view) }));
      setNotice({ kind: "added", quantity: selection.quantity });
      window.dispatchEvent(new Event("boxyard:cart"));
    } catch (err) {
      if (isLoggedOutError(err)) setNotice({ kind: "login" });
      else setNotice({ kind: "error", message: (err instanceof Error && err.message) || "An error occurred while adding to cart." });
    } finally {
      setBusy(false);
    }
  }

  return { add, busy, notice, dismiss: () => setNotice(null), beforeLogin: () => beforeLogin(false), beforeAddLogin: () => beforeLogin(true) };
}
