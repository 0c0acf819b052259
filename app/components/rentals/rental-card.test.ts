import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { OfferDto } from "../../../contract/offers";
import type { RentalDto } from "../../../contract/rentals";
import { OfferSummary } from "../dashboard/offers/offer-summary";
import { RentalCard } from "./rental-card";

/* Issue 48, point 11: rental invoice periods printed "2026-12-04 – 2027-01-03", offers "Valid until 2026-12-12". */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("dates in the dashboard print one way", () => {
  it("a rental's invoices show their period as \"Dec 4, 2026 – Jan 3, 2027\"", () => {
    const rental = {
      id: "r1", status: "active", productName: "20ft Standard", variant: null, depot: null, monthlyAmount: 125, nextBillDate: "2027-01-04", startDate: "2026-12-04",
      minimumEndDate: "2027-03-04", deposit: 300, pickupDate: null, pickupFee: 150, card: null, depositSettlement: null, buyoutPrice: null,
      invoices: [{ id: "i1", invoiceNumber: "RI-1", kind: "cycle", cycle: 1, periodStart: "2026-12-04", periodEnd: "2027-01-03", amount: 125, status: "paid" }],
    } as unknown as RentalDto;
    const shown = text(renderToStaticMarkup(h(RentalCard, { rental, busy: false, onAction: () => {} })));
    expect(shown).toContain("RI-1 · Dec 4, 2026 – Jan 3, 2027");
    expect(shown).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("an offer is \"Valid until Dec 12, 2026\"", () => {
    const offer = { lines: [], subtotal: 100, discount: 0, delivery: 0, tax: 0, total: 100, shipToState: null, taxRatePercent: 0, paymentTerms: "full", depositPercent: null, dueOnAcceptance: 100, expiresOn: "2026-12-12", deliveryOn: null, notes: null } as unknown as OfferDto;
    expect(text(renderToStaticMarkup(h(OfferSummary, { offer })))).toContain("Valid until Dec 12, 2026.");
  });
});
