import { useMemo, useSyncExternalStore } from "react";
import { type StoredUser, getStoredToken, getStoredUser } from "./session";

function subscribe(onChange: () => void) {
  // "storage" covers other tabs; "boxyard:session" this one (storeSession/clearSession fire it).
  window.addEventListener("storage", onChange);
  window.addEventListener("boxyard:session", onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener("boxyard:session", onChange);
  };
}

const snapshot = () => (getStoredToken() ? window.localStorage.getItem("user") : null);

/** The logged-in user, or null (always null during SSR and hydration: the session lives in localStorage). */
export function useSessionUser(): StoredUser | null {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => (raw ? getStoredUser() : null), [raw]);
}
