import { useEffect, useState } from "react";

/** How long the admin searches wait after the last keystroke before asking the server (SPEC section 9: 300 ms). */
export const SERVER_SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return settled;
}
