import { useEffect, useState } from "react";
import { client } from "../../lib/browser-api";
import { getStoredToken } from "../../lib/session";
import { call } from "../../lib/typed-api";

/**
 * The signed-in customer's cart size for the header badge: read from GET /v1/user/cart when a token
 * is stored, again whenever the cart ("boxyard:cart") or the session ("boxyard:session") changes.
 */
export function useCartCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let latest = 0;
    const load = () => {
      const attempt = ++latest;
      if (!getStoredToken()) return setCount(null);
      call(client.user.cart.$get())
        .then((cart) => attempt === latest && setCount(cart.itemCount))
        .catch(() => attempt === latest && setCount(null));
    };
    load();
    const onStorage = (e: StorageEvent) => (e.key === null || e.key === "token") && load();
    window.addEventListener("boxyard:cart", load);
    window.addEventListener("boxyard:session", load);
    window.addEventListener("storage", onStorage);
    return () => {
      latest++;
      window.removeEventListener("boxyard:cart", load);
      window.removeEventListener("boxyard:session", load);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  return count;
}
