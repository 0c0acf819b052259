import { Link, useLocation } from "react-router";
import { CartLink } from "./cart-link";
import { Icon } from "./icons";
import { KeptHtml } from "./kept-html";
import { MAIN_NAV } from "./links";
import { Logo } from "./logo";
import { telHref, useSiteSettings } from "./root-data";
import { useCartCount } from "./use-cart-count";
import { Button } from "../ui/button";

type Props = { onMenu: () => void; menuOpen: boolean };

const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors hover:text-orange-400 focus-visible:outline-2 focus-visible:outline-orange-500 ${isActive ? "text-orange-400" : "text-slate-100"}`;

/**
 * One header for both layouts. Narrow: menu button, logo, call link, cart icon to /cart.
 * Wide (≥ 1024 px): the full navigation, a phone link and a cart icon to /dashboard/cart.
 */
export function SiteHeader({ onMenu, menuOpen }: Props) {
  const settings = useSiteSettings();
  const cartCount = useCartCount();
  const { pathname } = useLocation();
  return (
    <KeptHtml
      as="header"
      view={HeaderInside}
      props={{ salesPhone: settings.salesPhone, cartCount, menuOpen, onMenu, navPlaces: navPlace(pathname) }}
      className="sticky top-0 z-40 bg-slate-900 text-white shadow-md"
    />
  );
}

type InsideProps = Props & { salesPhone: string; cartCount: number | null; navPlaces: string };

/** The header's content, from its props alone (kept whole on the server, ADR 056). */
function HeaderInside({ onMenu, menuOpen, salesPhone, cartCount, navPlaces }: InsideProps) {
  return (
    <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-2 px-3 sm:px-4">
      <Button variant="bare"
        type="button"
        onClick={onMenu}
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        aria-label={menuOpen ? "Close menu" : "Open menu"}
        className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-orange-500"
      >
        <Icon name="menu" className="size-6" />
      </Button>
      <div className="flex-1 lg:flex-none">
        <Logo />
      </div>
      <nav aria-label="Main" className="hidden flex-1 justify-center lg:flex">
        <ul className="flex items-center gap-0.5 xl:gap-2">
          {MAIN_NAV.map((item, i) => {
            // As NavLink with `end` does: active on the link's own path, with or without a trailing slash (navPlace).
            const isActive = navPlaces[i] === "1" || navPlaces[i] === "2";
            return (
              <li key={item.label}>
                <Link to={item.to} aria-current={isActive ? "page" : undefined} className={navClass({ isActive })}>
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <a
        href={telHref(salesPhone)}
        className="inline-flex items-center gap-1.5 rounded-full px-2 py-2 text-sm font-semibold text-white hover:text-orange-400 focus-visible:outline-2 focus-visible:outline-orange-500"
      >
        <Icon name="phone" className="size-5 text-orange-500" />
        <span className="lg:hidden">Call</span>
        <span className="sr-only xl:not-sr-only">{salesPhone}</span>
      </a>
      <CartLink to="/cart" count={cartCount} className="inline-flex lg:hidden" />
      <CartLink to="/dashboard/cart" count={cartCount} className="hidden lg:inline-flex" />
    </div>
  );
}

/**
 * Where the path stands against each main navigation entry (ADR 056): for each entry,
 * whether the path (case aside, as NavLink compares) is outside it, is it, is it with a slash, or lies under it.
 * Every product page gives the same answer, so they share one header.
 */
function navPlace(pathname: string): string {
  const path = pathname.toLowerCase();
  return MAIN_NAV.map(({ to }) => {
    const target = to.toLowerCase();
    if (!path.startsWith(target)) return "0";
    if (path.length === target.length) return "1";
    return path.length === target.length + 1 && path.endsWith("/") ? "2" : "3";
  }).join("");
}
