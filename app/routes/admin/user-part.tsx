import { Navigate } from "react-router";
import { errorText } from "../../components/admin/ui/errors";
import { load } from "../../lib/route-action";
import type { Route } from "./+types/user-part";

const PARTS = ["orders", "payment-methods", "addresses", "cart", "invoices"] as const;
export type UserPart = (typeof PARTS)[number];

/**
 * One tab of an expanded user row (orders, cards, addresses, cart, invoices), loaded by the users page through
 * `useFetcher().load`, so a change anywhere revalidates it like any route data. A failure comes back as data:
 * it belongs in the tab's banner, not in the page's error boundary.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!PARTS.includes(params.part as UserPart)) return { data: null, error: "Unknown tab" };
  try {
    return { data: await load<unknown>(`/admin/users/${params.userId}/${params.part}`), error: null };
  } catch (err) {
    return { data: null, error: errorText(err) };
  }
}

/** Only fetched, never shown: an address typed by hand leads back to the users page. */
export default function UserPartRoute() {
  return <Navigate to="/admin/users" replace />;
}
