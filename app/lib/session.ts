import { clearSessionEnded } from "./return-to";

/** The spec keeps the session in localStorage: `token`, `user` (JSON) and `currentOrder`. */
export type StoredUser = {
  id: string;
  full_name: string;
  user_name: string;
  email: string;
  phone: string;
  role: "user" | "admin";
  blocked_at: string | null;
  deleted_at: string | null;
  createdAt: string;
};

const isBrowser = () => typeof window !== "undefined";

export function getStoredToken(): string | null {
  return isBrowser() ? window.localStorage.getItem("token") : null;
}

export function getStoredUser(): StoredUser | null {
  if (!isBrowser()) return null;
  try {
    const raw = window.localStorage.getItem("user");
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: StoredUser) {
  window.localStorage.setItem("token", token);
  window.localStorage.setItem("user", JSON.stringify(user));
  clearSessionEnded();
  window.dispatchEvent(new Event("boxyard:session"));
}

export function clearSession() {
  window.localStorage.clear();
  window.dispatchEvent(new Event("boxyard:session"));
}
