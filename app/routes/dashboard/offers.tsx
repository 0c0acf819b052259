import { Link } from "react-router";
import { formatDate, formatUsd } from "../../../contract/money";
import { DashIcon } from "../../components/dashboard/layout/dashboard-icons";
import { OFFER_STATUS_LABEL, termsText } from "../../components/dashboard/offers/offer-terms";
import { EmptyState, Panel } from "../../components/dashboard/panel";
import { TabError } from "../../components/dashboard/tab-error";
import { UnverifiedNotice, isUnverified } from "../../components/dashboard/offers/unverified-notice";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/offers";

export async function clientLoader() {
  try {
    return { offers: await call(client.user.offers.$get()), unverified: false };
  } catch (err) {
    if (isUnverified(err)) return { offers: [], unverified: true };
    throw err;
  }
}

/** The offers our sales team sent the customer (to their account or their e-mail), newest first. */
export default function OffersTab({ loaderData: { offers, unverified } }: Route.ComponentProps) {
  return (
    <Panel title="Offers" description="Quotes from our sales team: open one to accept or decline it.">
      {unverified ? (
        <UnverifiedNotice />
      ) : offers.length === 0 ? (
        <EmptyState icon={<DashIcon name="star" className="size-6" />} title="No offers yet">
          <p>Ask for a quote on any product and our team will send you an offer here.</p>
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {offers.map((o) => (
            <li key={o.id}>
              <Link to={`/dashboard/offers/${o.id}`} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 hover:border-orange-300 focus-visible:outline-2 focus-visible:outline-orange-600">
                <span>
                  <span className="block font-bold text-slate-900">Offer {o.number}</span>
                  <span className="block text-sm text-slate-600">{termsText(o)} · valid until {formatDate(o.expiresOn)}</span>
                </span>
                {/* Narrow: total and status share one row under the text; wide: stacked at the right edge. */}
                <span className="flex w-full items-baseline justify-between gap-3 sm:block sm:w-auto sm:text-right">
                  <span className="block font-semibold">{formatUsd(o.total)}</span>
                  <span className="block text-xs font-semibold tracking-wide text-orange-700 uppercase">{OFFER_STATUS_LABEL[o.status]}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export const ErrorBoundary = () => <TabError title="Offers" label="offers" />;
