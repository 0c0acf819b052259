import { useSyncExternalStore } from "react";

/** Whether a CSS media query matches; false on the server and during hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const mq = window.matchMedia(query);
      mq.addEventListener("change", notify);
      return () => mq.removeEventListener("change", notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Whether a session token is stored (the spec keeps it in localStorage); `serverValue` before hydration. */
export function useHasToken(serverValue = true): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener("boxyard:session", notify);
      window.addEventListener("storage", notify);
      return () => {
        window.removeEventListener("boxyard:session", notify);
        window.removeEventListener("storage", notify);
      };
    },
    () => Boolean(window.localStorage.getItem("token")),
    () => serverValue,
  );
}
