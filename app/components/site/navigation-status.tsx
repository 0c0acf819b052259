import { useLocation, useNavigation } from "react-router";

/**
 * While the next page's data loads, a bar at the top says what is coming ("Loading product...").
 * The shop shows its own "Loading products..." inside the list, so it is left out here.
 */
export function NavigationStatus() {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  if (navigation.state !== "loading" || !next) return null;
  if (next.pathname.startsWith("/shop") && location.pathname.startsWith("/shop")) return null;
  const text = next.pathname.startsWith("/product/") ? "Loading product..." : next.pathname.startsWith("/shop") ? "Loading products..." : "Loading...";
  return (
    <div role="status" className="fixed inset-x-0 top-16 z-30 flex justify-center">
      <span className="mt-2 inline-flex items-center gap-2 rounded-full bg-slate-900 px-4 py-1.5 text-sm font-medium text-white shadow-lg">
        <span aria-hidden="true" className="size-3 animate-spin rounded-full border-2 border-white/40 border-t-orange-500" />
        {text}
      </span>
    </div>
  );
}
