import { type KeyboardEvent, useRef } from "react";
import { Button } from "../ui/button";

export type AuthTab = "login" | "register" | "password";

export const AUTH_TABS: { id: AuthTab; label: string }[] = [
  { id: "login", label: "Log in" },
  { id: "register", label: "Create new account" },
  { id: "password", label: "Reset your password" },
];

/** `?tab=register` or `?tab=password` (also `reset`) opens that tab; anything else is Log in. */
export function tabFromQuery(value: string | null): AuthTab {
  if (value === "register" || value === "password") return value;
  if (value === "reset") return "password";
  return "login";
}

/** The three tabs, keyboard-usable the WAI-ARIA way: arrows move between tabs, Tab goes into the panel. */
export function AuthTabs({ active, onSelect }: { active: AuthTab; onSelect: (tab: AuthTab) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + AUTH_TABS.length) % AUTH_TABS.length;
    refs.current[next]?.focus();
    onSelect(AUTH_TABS[next].id);
  };

  return (
    <div role="tablist" aria-label="Account" className="grid grid-cols-3 border-b border-slate-200">
      {AUTH_TABS.map((t, i) => {
        const selected = t.id === active;
        return (
          <Button variant="bare"
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`auth-tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            // Only the selected tab's panel is rendered: the others name no element (a dangling reference).
            aria-controls={selected ? `auth-panel-${t.id}` : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(t.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`-mb-px border-b-2 px-2 py-3.5 text-center text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-orange-600 sm:px-4 ${
              selected ? "border-orange-600 text-slate-900" : "border-transparent text-slate-500 hover:text-slate-800"
            }`}
          >
            {t.label}
          </Button>
        );
      })}
    </div>
  );
}
