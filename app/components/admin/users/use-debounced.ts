import { useEffect, useState } from "react";

/** The value once it has stopped changing for `ms` (the user search waits 300 ms, SPEC section 9). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return settled;
}
