import { Link, NavLink } from "react-router";
import { Dialog } from "../ui/dialog";
import { Icon } from "./icons";
import { MAIN_NAV, SIDE_MENU_EXTRA } from "./links";
import { telHref, useSiteSettings } from "./root-data";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 font-medium focus-visible:outline-2 focus-visible:outline-orange-600 ${isActive ? "bg-orange-50 text-orange-700" : "text-slate-800 hover:bg-slate-100"}`;

function MenuLinks() {
  const { salesPhone, openingHours, timezone } = useSiteSettings();
  return (
    <>
      <ul className="space-y-0.5">
        {MAIN_NAV.map((item) => (
          <li key={`main-${item.label}`}>
            <NavLink to={item.to} end className={itemClass}>{item.label}</NavLink>
          </li>
        ))}
      </ul>
      <hr className="my-3 border-slate-200" />
      <ul className="space-y-0.5">
        {SIDE_MENU_EXTRA.map((item) => (
          <li key={`extra-${item.label}`}>
            <Link to={item.to} className={itemClass({ isActive: false })}>{item.label}</Link>
          </li>
        ))}
      </ul>
      <div className="mt-4 rounded-xl bg-slate-900 p-4 text-sm text-slate-200">
        <p className="font-semibold text-white">Talk to a container expert</p>
        <a href={telHref(salesPhone)} className="mt-2 flex items-center gap-2 font-semibold text-orange-400 hover:underline">
          <Icon name="phone" className="size-4" /> {salesPhone}
        </a>
        <p className="mt-1">{openingHours} {timezone}</p>
      </div>
    </>
  );
}

/** The side menu as a drawer (any width), in the shared dialog: focus stays inside and Escape closes it. */
export function SideMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} id="side-menu" title="Menu" label="Site menu" closeLabel="Close menu" size="drawer">
      <nav aria-label="Side menu">
        <MenuLinks />
      </nav>
    </Dialog>
  );
}

/** The same menu docked as a column: open by default on wide screens on the home page (spec). */
export function DockedSideMenu() {
  return (
    <aside aria-label="Side menu" className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-slate-200 bg-slate-50 p-3 lg:block">
      <nav aria-label="Side menu links">
        <MenuLinks />
      </nav>
    </aside>
  );
}
