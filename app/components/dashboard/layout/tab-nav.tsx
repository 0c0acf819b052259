import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { TABS, type TabId, tabPath } from "../tabs";
import { DashIcon, type DashIconName } from "./dashboard-icons";

const ICONS: Record<TabId, DashIconName> = { view: "home", cart: "cart", orders: "box", invoices: "file", rentals: "calendar", offers: "star", address: "pin", payment: "card", designs: "box", edits: "user" };

/** The tab links: a vertical list in the desktop sidebar, a scrollable strip in the mobile top bar. */
export function TabNav({ active, layout }: { active: TabId; layout: "sidebar" | "topbar" }) {
  const vertical = layout === "sidebar";
  const strip = useRef<HTMLUListElement>(null);
  // On the narrow strip the current tab may sit off-screen: bring it into view without moving the page.
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>(`[data-tab="${active}"]`);
    if (vertical || !list || !current) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [active, vertical]);
  return (
    <nav aria-label="Account sections">
      <ul ref={strip} className={vertical ? "space-y-1" : "relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"}>
        {TABS.map((tab) => {
          const current = tab.id === active;
          const tone = current ? "bg-orange-600 text-white shadow-sm" : vertical ? "text-slate-700 hover:bg-slate-100" : "bg-white text-slate-700 ring-1 ring-slate-200";
          return (
            <li key={tab.id} className="shrink-0">
              <NavLink
                to={tabPath(tab.id)}
                data-tab={tab.id}
                aria-current={current ? "page" : undefined}
                className={`flex items-center gap-3 rounded-lg font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 ${vertical ? "px-3 py-2.5" : "whitespace-nowrap px-3 py-2 text-sm"} ${tone}`}
              >
                <DashIcon name={ICONS[tab.id]} className={vertical ? "size-5" : "size-4"} />
                {tab.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
