import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "../../../contract/settings";
import { formatNumber } from "../../../contract/en-us-format";

/** The settings every page gets: all but the sales-tax table, which only the admin and the server read. */
export type StorefrontSettings = Omit<SiteSettings, "salesTaxBps">;

/** What app/root.tsx's loader gives every page: settings, the CSP nonce and the public URL. */
export type RootData = { settings: StorefrontSettings; nonce: string; publicUrl: string };

/**
 * The root loader always runs before any site component renders (a failure there shows the root error
 * page instead), so its data is taken as present. No default settings are bundled here: they would
 * pull zod into the browser.
 */
export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}

export function useSiteSettings(): StorefrontSettings {
  return useRootData().settings;
}

/** The root data from a meta function's matches (meta cannot use hooks). */
export function rootDataFromMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): RootData {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData;
}

/** "26,000+" — the marketing figures are floors, shown with a plus. */
export const plusFigure = (n: number) => `${formatNumber(n)}+`;

/** "tel:" target from a display phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
