import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { CartDto, CartItemDto } from "../../../contract/cart";
import { isLoggedOutError } from "../../lib/auth-errors";
import { browserApi } from "../../lib/browser-api";
import { rememberReturn } from "../../lib/return-to";
import { getStoredToken } from "../../lib/session";
import { announceCartChange } from "./current-order";

type LoadState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; cart: CartDto };

export const CART_MESSAGES = {
  load: "Failed to fetch cart",
  update: "Failed to update quantity. Please try again.",
  remove: "Failed to remove item. Please try again.",
  checkout: "Failed to proceed to checkout. Please try again.",
} as const;

/**
 * The cart as the server prices it. Every change sends the whole item and shows the cart the server
 * answers with (never a locally computed total). No token, or a 401, sends the visitor to /auth.
 */
export function useCart() {
  const navigate = useNavigate();
  const toLogin = useCallback(() => {
    rememberReturn();
    navigate("/auth");
  }, [navigate]);
  const [state, setState] = useState<LoadState>({ status: "loading" });
  const [busyLine, setBusyLine] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const toAuthIfLoggedOut = useCallback(
    (err: unknown) => {
      const loggedOut = !getStoredToken() || isLoggedOutError(err);
      if (loggedOut) toLogin();
      return loggedOut;
    },
    [toLogin],
  );

  // A fresh object per load: Try Again replaces it, and the effect below fetches again.
  const [request, setRequest] = useState(() => ({ path: "/user/cart" }));
  useEffect(() => {
    let live = true;
    if (!getStoredToken()) {
      toLogin();
      return;
    }
    browserApi.get<CartDto>(request.path).then(
      (res) => live && setState({ status: "ready", cart: res.data }),
      (err: unknown) => {
        console.error("[cart] load failed", err);
        if (live && !toAuthIfLoggedOut(err)) setState({ status: "error", message: (err instanceof Error && err.message) || CART_MESSAGES.load });
      },
    );
    return () => {
      live = false;
    };
  }, [request, toLogin, toAuthIfLoggedOut]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setRequest((r) => ({ ...r }));
  }, []);

  async function change(item: CartItemDto, run: () => Promise<{ data: CartDto }>, failure: string) {
    setBusyLine(item.id);
    setActionError(null);
    try {
      const res = await run();
      setState({ status: "ready", cart: res.data });
      announceCartChange();
    } catch (err) {
      if (!toAuthIfLoggedOut(err)) setActionError(failure);
    } finally {
      setBusyLine(null);
    }
  }

  const setQuantity = (item: CartItemDto, quantity: number) =>
    change(item, () => browserApi.put<CartDto>("/user/cart/update", { ...item, quantity }), CART_MESSAGES.update);
  const remove = (item: CartItemDto) =>
    change(item, () => browserApi.delete<CartDto>(`/user/cart/${item.productId}`, item), CART_MESSAGES.remove);

  /** The cart another request answered with (the delivery panel's PUT). */
  const replace = useCallback((next: CartDto) => {
    setState({ status: "ready", cart: next });
    announceCartChange();
  }, []);

  return { state, retry, busyLine, actionError, setActionError, setQuantity, remove, replace, toAuthIfLoggedOut };
}
