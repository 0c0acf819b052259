import type { OfferInput, PaymentTerms } from "../../../../contract/offers";

export type CatalogLineDraft = { kind: "catalog"; key: number; productId: string; dimension: string; condition: string; quantity: string; unitPrice: string; priceReason: string };
export type CustomLineDraft = { kind: "custom"; key: number; description: string; quantity: string; unitPrice: string };
export type LineDraft = CatalogLineDraft | CustomLineDraft;

export type OfferDraft = {
  quoteId: string | null;
  email: string;
  customerName: string;
  shipToState: string;
  shipToZip: string;
  lines: LineDraft[];
  deliveryMode: "fixed" | "rates";
  delivery: string;
  discount: string;
  expiresOn: string;
  /** The delivery day agreed with the customer; blank when it is to be agreed later. */
  deliveryOn: string;
  paymentTerms: PaymentTerms;
  depositPercent: string;
  notes: string;
};

let nextKey = 1;
export const newCatalogLine = (productId = ""): CatalogLineDraft => ({ kind: "catalog", key: nextKey++, productId, dimension: "", condition: "", quantity: "1", unitPrice: "", priceReason: "" });
export const newCustomLine = (): CustomLineDraft => ({ kind: "custom", key: nextKey++, description: "", quantity: "1", unitPrice: "" });

/** Two weeks from today: how long the team usually holds a price. */
export const defaultExpiry = (now = new Date()) => new Date(now.getTime() + 14 * 86_400_000).toISOString().slice(0, 10);

export function emptyDraft(from: Partial<OfferDraft> = {}): OfferDraft {
  return { quoteId: null, email: "", customerName: "", shipToState: "", shipToZip: "", lines: [], deliveryMode: "fixed", delivery: "0", discount: "0", expiresOn: defaultExpiry(), deliveryOn: "", paymentTerms: "full", depositPercent: "30", notes: "", ...from };
}

const num = (s: string) => (s.trim() === "" ? 0 : Number(s));

/** The request body; the server prices catalog lines itself (a blank unit price means "the catalog's"). */
export function toPayload(d: OfferDraft): OfferInput {
  return {
    quoteId: d.quoteId,
    email: d.email.trim() || null,
    customerName: d.customerName.trim() || null,
    shipToState: d.shipToState.trim() || null,
    shipToZip: d.shipToZip.trim() || null,
    lines: d.lines.map((l) =>
      l.kind === "catalog"
        ? { kind: "catalog", productId: l.productId, dimension: l.dimension || null, condition: l.condition || null, quantity: num(l.quantity), unitPrice: l.unitPrice.trim() === "" ? null : num(l.unitPrice), priceReason: l.priceReason.trim() || null }
        : { kind: "custom", description: l.description, quantity: num(l.quantity), unitPrice: num(l.unitPrice) },
    ),
    deliveryMode: d.deliveryMode,
    delivery: d.deliveryMode === "rates" ? 0 : num(d.delivery),
    discount: num(d.discount),
    expiresOn: d.expiresOn,
    deliveryOn: d.deliveryOn || null,
    paymentTerms: d.paymentTerms,
    depositPercent: d.paymentTerms === "deposit" ? num(d.depositPercent) : null,
    notes: d.notes.trim() || null,
  };
}
