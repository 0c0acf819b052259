import { useEffect, useState, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { formatDate, formatUsd } from "../../../contract/money";
import { OfferSummary } from "../../components/dashboard/offers/offer-summary";
import { OFFER_STATUS_LABEL } from "../../components/dashboard/offers/offer-terms";
import { Panel } from "../../components/dashboard/panel";
import { TabError } from "../../components/dashboard/tab-error";
import { UnverifiedNotice, isUnverified } from "../../components/dashboard/offers/unverified-notice";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, TextAreaField } from "../../components/ui/field";
import { ApiError } from "../../lib/api";
import { client } from "../../lib/browser-api";
import { getStoredUser, markStoredEmailVerified } from "../../lib/session";
import { call } from "../../lib/typed-api";
import { submitJson } from "../../lib/route-action";
import { type HostedPage, KeptCardDialog, useKeptCardStep } from "../../components/cart/kept-card-dialog";
import { PAYMENT_PROVIDER_NAMES, type PaymentProviderName } from "../../../contract/checkout";
import type { Route } from "./+types/offer";

const isProvider = (p: string | null): p is PaymentProviderName => (PAYMENT_PROVIDER_NAMES as readonly (string | null)[]).includes(p);

/**
 * The offer mail's link carries `proof`: opened while signed in with the offer's address, it confirms that address
 * first (the reader owns the inbox, ADR 070). A wrong or spent proof changes nothing: the offer then says why.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const proof = new URL(request.url).searchParams.get("proof");
  if (proof && !getStoredUser()?.email_verified_at) {
    await call(client.user.email.verify.$post({ json: { token: proof.slice(0, 512) } })).then((done) => markStoredEmailVerified(done.email), () => {});
  }
  try {
    return { offer: await call(client.user.offers[":id"].$get({ param: { id: params.offerId } })) };
  } catch (err) {
    if (isUnverified(err)) return { offer: null };
    throw err;
  }
}

type Intent = { intent: "accept"; poNumber?: string } | { intent: "decline"; reason: string };
type Result = { ok: true; url: string | null; page: HostedPage | null; text: string } | { ok: false; text: string; code: string; errors: Record<string, string> };

export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<Result> {
  const input = (await request.json()) as Intent;
  const param = { id: params.offerId };
  try {
    if (input.intent === "decline") {
      await call(client.user.offers[":id"].decline.$post({ param, json: { reason: input.reason } }));
      return { ok: true, url: null, page: null, text: "You declined this offer. Thank you for telling us why." };
    }
    const done = await call(client.user.offers[":id"].accept.$post({ param, json: { poNumber: input.poNumber || null } }));
    const page = done.url && done.sessionId && isProvider(done.provider) ? { provider: done.provider, sessionId: done.sessionId, url: done.url, invoiceId: done.invoiceId } : null;
    return { ok: true, url: done.url, page, text: done.url ? "Taking you to the payment page..." : "Accepted: your order is confirmed and the invoice is due in 30 days." };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, text: err.message, code: err.code, errors: err.errors };
    return { ok: false, text: "Something went wrong. Please try again.", code: "network", errors: {} };
  }
}

/** One offer, or why it is hidden (the account's e-mail is not confirmed yet). */
export default function OfferRoute({ loaderData: { offer } }: Route.ComponentProps) {
  if (!offer) {
    return (
      <Panel title="Offer" description="Confirm your e-mail to see it" actions={<Link to="/dashboard/offers" className="text-sm font-medium text-orange-700 underline">All offers</Link>}>
        <UnverifiedNotice />
      </Panel>
    );
  }
  return <OfferPage offer={offer} />;
}

/** One offer: lines, totals, terms; accept (pay, or give a PO on net terms) or decline with a reason. */
function OfferPage({ offer }: { offer: NonNullable<Route.ComponentProps["loaderData"]["offer"]> }) {
  const fetcher = useFetcher<typeof clientAction>();
  const [po, setPo] = useState("");
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const result = fetcher.data;
  const busy = fetcher.state !== "idle";
  // The hosted payment page is another site (Stripe) or a full page: a plain navigation, not a route change.
  // With Stripe and a kept card, the choice comes first (ADR 082); otherwise straight to the hosted page. Once per answer.
  const keptCard = useKeptCardStep();
  const { goToPayment } = keptCard;
  const handled = useRef<typeof result>(undefined);
  useEffect(() => {
    if (!result?.ok || handled.current === result) return;
    handled.current = result;
    if (result.page) void goToPayment(result.page);
    else if (result.url) window.location.assign(result.url);
  }, [result, goToPayment]);
  const open = offer.status === "sent" || (offer.status === "accepted" && !offer.orderId);
  const payPending = offer.status === "accepted" && offer.paymentTerms !== "net30";
  const errors = result && !result.ok ? result.errors : {};
  const submit = (body: Intent) => void fetcher.submit(body, submitJson);

  return (
    <Panel title={`Offer ${offer.number}`} description={`${OFFER_STATUS_LABEL[offer.status]} · for ${offer.customerName}`} actions={<Link to="/dashboard/offers" className="text-sm font-medium text-orange-700 underline">All offers</Link>}>
      <div className="space-y-5">
        {result && !declining && <Alert tone={result.ok ? "success" : "error"}>{result.text}</Alert>}
        {offer.status === "expired" && <Alert tone="warning">This offer expired on {formatDate(offer.expiresOn)}. Call us and we will re-issue it.</Alert>}
        {offer.status === "declined" && <Alert tone="info">You declined this offer{offer.declineReason ? `: "${offer.declineReason}"` : "."}</Alert>}
        <OfferSummary offer={offer} />
        {(open || payPending) && !(result?.ok && !result.url) && (
          <form className="space-y-3 rounded-xl border border-orange-200 bg-orange-50/50 p-4" onSubmit={(e) => { e.preventDefault(); submit({ intent: "accept", poNumber: po }); }}>
            {offer.paymentTerms === "net30" && <Field label="Purchase order number" required value={po} onChange={(e) => setPo(e.target.value)} error={errors.poNumber} hint="Printed on your invoice" />}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={busy}>
                {busy ? "Please wait..." : offer.paymentTerms === "net30" ? "Accept offer" : `Accept and pay ${formatUsd(offer.dueOnAcceptance)}`}
              </Button>
              {offer.status === "sent" && <Button variant="secondary" onClick={() => setDeclining(true)} disabled={busy}>Decline</Button>}
            </div>
          </form>
        )}
      </div>
      <Dialog
        open={declining}
        size="md"
        onClose={() => setDeclining(false)}
        title="Decline this offer"
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeclining(false)}>Keep it</Button>
            <Button type="submit" form="decline-form" disabled={busy}>Decline offer</Button>
          </>
        }
      >
        <form id="decline-form" onSubmit={(e) => { e.preventDefault(); submit({ intent: "decline", reason }); setDeclining(false); }}>
          <TextAreaField label="Why are you declining?" required rows={3} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} hint="Our sales team reads it, to do better next time" />
        </form>
      </Dialog>
      <KeptCardDialog offer={keptCard.offer} onClose={keptCard.close} />
    </Panel>
  );
}

export const ErrorBoundary = () => <TabError title="Offer" label="offer" />;
