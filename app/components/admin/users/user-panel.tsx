import { useState } from "react";
import type { UserDto } from "../../../../contract/users";
import { ScrollStrip } from "../../ui/scroll-strip";
import { UserAddressesTab } from "./addresses-tab";
import { UserCartTab } from "./cart-tab";
import { UserInvoicesTab } from "./invoices-tab";
import { UserOrdersTab } from "./orders-tab";
import { UserPaymentMethodsTab } from "./payment-methods-tab";
import { ProfileTab } from "./profile-tab";

const TABS = ["Profile", "Orders", "Payment Methods", "Addresses", "Cart", "Invoices"] as const;
type Tab = (typeof TABS)[number];

/** The expanded part of a user row: six tabs, Profile first (SPEC section 2). */
export function UserPanel({ user, isSelf, onUpdated }: { user: UserDto; isSelf: boolean; onUpdated: (u: UserDto) => void }) {
  const [tab, setTab] = useState<Tab>("Profile");
  const slug = (t: Tab) => `${user.id}-${t.replace(/\s+/g, "-").toLowerCase()}`;
  return (
    <div className="border-t border-slate-200 bg-white">
      <ScrollStrip role="tablist" label={`Details of ${user.full_name}`} className="border-b border-slate-200" innerClassName="gap-1 px-3">
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`tab-${slug(t)}`}
            aria-selected={tab === t}
            aria-controls={tab === t ? `panel-${slug(t)}` : undefined}
            onClick={() => setTab(t)}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-orange-600 ${
              tab === t ? "border-orange-600 text-orange-700" : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {t}
          </button>
        ))}
      </ScrollStrip>
      <div role="tabpanel" id={`panel-${slug(tab)}`} aria-labelledby={`tab-${slug(tab)}`} className="p-4 sm:p-5">
        {tab === "Profile" && <ProfileTab key={user.id} user={user} isSelf={isSelf} onUpdated={onUpdated} />}
        {tab === "Orders" && <UserOrdersTab userId={user.id} />}
        {tab === "Payment Methods" && <UserPaymentMethodsTab userId={user.id} />}
        {tab === "Addresses" && <UserAddressesTab userId={user.id} />}
        {tab === "Cart" && <UserCartTab userId={user.id} />}
        {tab === "Invoices" && <UserInvoicesTab userId={user.id} />}
      </div>
    </div>
  );
}
