import type { UserRole } from "../../contract/staff-roles";
import { clearSessionEnded } from "./return-to";

/** The spec keeps the session in localStorage: `token`, `user` (JSON) and `currentOrder`. */
export type StoredUser = {
  id: string;
  full_name: string;
  user_name: string;
  email: string;
  phone: string;
  /** Null until the owner opens the link mailed at registration (ADR 070); absent in sessions stored before. */
  email_verified_at?: string | null;
  role: UserRole;
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

/** Marks the stored user's e-mail as confirmed (after a proof link), so the dashboard drops its banner at once. */
export function markStoredEmailVerified(email: string) {
  const token = getStoredToken();
  const user = getStoredUser();
  if (!token || !user || user.email.toLowerCase() !== email.toLowerCase()) return;
  storeSession(token, { ...user, email_verified_at: new Date().toISOString() });
}
