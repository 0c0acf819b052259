import { type ReactNode, useState } from "react";
import { useLocation } from "react-router";
import { NavigationStatus } from "./navigation-status";
import { useMediaQuery } from "./use-client-state";
import { DockedSideMenu, SideMenuDrawer } from "./side-menu";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const WIDE = "(min-width: 1024px)";

/** Header, side menu, page and footer: the frame of every public page (and of the 404 page). */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname, key } = useLocation();
  const isHome = pathname === "/";
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [docked, setDocked] = useState(true);
  const wide = useMediaQuery(WIDE);
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    // A navigation happened (a menu link was followed): the drawer closes.
    setShownKey(key);
    setDrawerOpen(false);
  }

  const dockedHere = isHome && docked;
  const onMenu = () => {
    if (isHome && wide) setDocked((d) => !d);
    else setDrawerOpen(true);
  };

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-orange-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <SiteHeader onMenu={onMenu} menuOpen={drawerOpen || (wide && dockedHere)} />
      <NavigationStatus />
      <div className="flex flex-1">
        {dockedHere && <DockedSideMenu />}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {children}
        </main>
      </div>
      <SiteFooter />
      <SideMenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </div>
  );
}
