import { useEffect, useState } from "react";
import type { CartDto } from "../../../contract/cart";
import { browserApi } from "../../lib/browser-api";
import { getStoredToken } from "../../lib/session";

/**
 * The signed-in customer's cart size for the header badge: read from GET /v1/user/cart when a token
 * is stored, again whenever the cart ("boxyard:cart") or the session ("boxyard:session") changes.
 */
export function useCartCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let latest = 0;
    const load = () => {
      const call = ++latest;
      if (!getStoredToken()) return setCount(null);
      browserApi
        .get<CartDto>("/user/cart")
        .then((res) => call === latest && setCount(res.data.itemCount))
        .catch(() => call === latest && setCount(null));
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
