import { useEffect } from "react";
import type { AdminTheme } from "../../contract/operations";

/**
 * The admin panel's theme. The admin's choice is saved on the server (/admin/preferences) and copied to
 * localStorage, where the boot script below reads it before the first paint: no flash of the wrong colours.
 */
const KEY = "adminTheme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * Runs inline in <head> (with the page's CSP nonce, app/root.tsx) before anything is painted. Only /admin pages
 * get dark colours; "system" (the default) follows the device.
 */
export const THEME_BOOT_SCRIPT = `try{var p=location.pathname;if(p==="/admin"||p.indexOf("/admin/")===0){var t=localStorage.getItem("${KEY}")||"system";if(t==="dark"||(t==="system"&&matchMedia("${DARK_QUERY}").matches))document.documentElement.classList.add("dark")}}catch(e){}`;

export function storedTheme(): AdminTheme {
  const value = typeof window === "undefined" ? null : window.localStorage.getItem(KEY);
  return value === "light" || value === "dark" ? value : "system";
}

export const hasStoredTheme = () => window.localStorage.getItem(KEY) !== null;

const isDark = (theme: AdminTheme) => theme === "dark" || (theme === "system" && window.matchMedia(DARK_QUERY).matches);

export function applyTheme(theme: AdminTheme) {
  document.documentElement.classList.toggle("dark", isDark(theme));
}

/** Remembers the choice for the next page load and shows it at once. */
export function rememberTheme(theme: AdminTheme) {
  window.localStorage.setItem(KEY, theme);
  applyTheme(theme);
}

/**
 * For the admin layout: keeps the class in step with the device while "system" is chosen, and takes it off
 * when the admin leaves for the storefront (which has no dark colours).
 */
export function useAdminTheme() {
  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => applyTheme(storedTheme());
    follow();
    media.addEventListener("change", follow);
    return () => {
      media.removeEventListener("change", follow);
      document.documentElement.classList.remove("dark");
    };
  }, []);
}
