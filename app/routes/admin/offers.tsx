import { useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { OFFER_STATUSES, type OfferDto, type SavedOfferDto } from "../../../contract/offers";
import { AdminIcon } from "../../components/admin/layout/admin-icons";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { OfferBuilder } from "../../components/admin/offers/offer-builder";
import { type OfferDraft, defaultExpiry, emptyDraft, newCatalogLine } from "../../components/admin/offers/offer-draft";
import { OfferWarnings } from "../../components/admin/offers/offer-warnings";
import { OffersTable } from "../../components/admin/offers/offers-table";
import { errorText } from "../../components/admin/ui/errors";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { OFFER_STATUS_LABEL } from "../../components/dashboard/offers/offer-terms";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, SelectField } from "../../components/ui/field";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/offers";

export const meta = () => adminMeta("Offers");
type Status = (typeof OFFER_STATUSES)[number];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const raw = new URL(request.url).searchParams.get("status") ?? "";
  const status = (OFFER_STATUSES as readonly string[]).includes(raw) ? (raw as Status) : undefined;
  // The builder's product list: the whole visible catalog (two pages of 50 cover it).
  const pages = await Promise.all([1, 2].map((page) => call(client.admin.products.$get({ query: { page: String(page), limit: "50" } }))));
  const quoted = new URL(request.url).searchParams.get("product");
  const details = quoted ? [await call(client.products[":id"].$get({ param: { id: quoted } }))] : [];
  return { offers: await call(client.admin.offers.$get({ query: status ? { status } : {} })), products: pages.flatMap((p) => p.products), details, status: status ?? "" };
}

/** A quote request's "Make offer" link fills the builder with its contact, ZIP and product. */
function draftFromQuote(params: URLSearchParams): OfferDraft | null {
  const quote = params.get("quote");
  if (!quote) return null;
  const product = params.get("product");
  return emptyDraft({ quoteId: quote, email: params.get("email") ?? "", customerName: params.get("name") ?? "", shipToZip: params.get("zip") ?? "", lines: product ? [newCatalogLine(product)] : [] });
}

/** /admin/offers — offers by status; build one (from a quote request or from scratch), send it, re-issue it. */
export default function AdminOffers({ loaderData: { offers, products, details, status } }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<OfferDraft | null>(() => draftFromQuote(params));
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [reissuing, setReissuing] = useState<OfferDto | null>(null);
  const [expiry, setExpiry] = useState(defaultExpiry());
  // A net-30 draft whose customer's credit would not cover it: its warnings are read before it goes (as in the builder).
  const [warned, setWarned] = useState<SavedOfferDto | null>(null);

  const run = async (o: OfferDto, act: () => Promise<OfferDto>, done: string) => {
    setBusyId(o.id);
    try {
      const r = await act();
      setNotice({ tone: "success", text: `${done} ${r.number} to ${r.email}.` });
      void revalidator.revalidate();
    } catch (err) {
      setNotice({ tone: "error", text: errorText(err) });
    } finally {
      setBusyId(null);
    }
  };

  const send = (o: OfferDto) => void run(o, () => call(client.admin.offers[":id"].send.$post({ param: { id: o.id } })), "Sent offer");

  return (
    <>
      <PageHeader title="Offers" description="Priced proposals to customers: build, send, re-issue." actions={<Button onClick={() => setDraft(emptyDraft({ lines: [newCatalogLine()] }))}><AdminIcon name="plus" className="size-4" /> New offer</Button>} />
      {notice && <Alert tone={notice.tone} className="mb-4">{notice.text}</Alert>}
      <Card>
        <div className="border-b border-slate-200 p-4">
          <SelectField label="Status" className="max-w-xs" value={status} onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {})}>
            <option value="">All offers</option>
            {OFFER_STATUSES.map((s) => <option key={s} value={s}>{OFFER_STATUS_LABEL[s]}</option>)}
          </SelectField>
        </div>
        {offers.length === 0 ? <p className="p-10 text-center text-slate-600">No offers yet</p> : <OffersTable offers={offers} busyId={busyId} onSend={(o) => (o.warnings.length ? setWarned(o) : send(o))} onReissue={setReissuing} />}
      </Card>
      <OfferBuilder
        initial={draft}
        products={products}
        initialDetails={details}
        onClose={() => setDraft(null)}
        onSaved={(o, sent) => {
          setDraft(null);
          setNotice({ tone: "success", text: sent ? `Offer ${o.number} sent to ${o.email}.` : `Offer ${o.number} saved as a draft.` });
          if (params.get("quote")) setParams({});
          void revalidator.revalidate();
        }}
      />
      <Dialog
        open={warned !== null}
        onClose={() => setWarned(null)}
        title={`Send offer ${warned?.number ?? ""}?`}
        actions={<>
          <Button variant="secondary" onClick={() => setWarned(null)}>Keep as draft</Button>
          <Button onClick={() => { const o = warned as SavedOfferDto; setWarned(null); send(o); }}>Send anyway</Button>
        </>}
      >
        <OfferWarnings warnings={warned?.warnings ?? []} />
      </Dialog>
      <Dialog
        open={reissuing !== null}
        onClose={() => setReissuing(null)}
        title={`Re-issue offer ${reissuing?.number ?? ""}`}
        actions={<Button onClick={() => { const o = reissuing as OfferDto; setReissuing(null); void run(o, () => call(client.admin.offers[":id"].reissue.$post({ param: { id: o.id }, json: { expiresOn: expiry } })), "Re-issued offer"); }}>Re-issue and send</Button>}
      >
        <Field label="New expiry date" type="date" value={expiry} onChange={(e) => setExpiry(e.target.value)} />
      </Dialog>
    </>
  );
}

export const ErrorBoundary = () => <AdminRouteError title="Offers" />;
