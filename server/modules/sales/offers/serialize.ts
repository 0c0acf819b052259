import type { OfferDto } from "../../../../contract/offers.ts";
import { centsToDollars } from "../../../../contract/money.ts";
import type { offers } from "../../../../db/schema/index.ts";
import { dueOnAcceptanceCents } from "./pricing.ts";

export type OfferRow = typeof offers.$inferSelect;

export function toOfferDto(o: OfferRow): OfferDto {
  return {
    id: o.id,
    number: o.number,
    status: o.status as OfferDto["status"],
    email: o.email,
    customerName: o.customerName,
    userId: o.userId,
    quoteRequestId: o.quoteRequestId,
    lines: o.lines.map((l) => ({
      kind: l.kind,
      productId: l.productId,
      name: l.name,
      dimension: l.dimension,
      condition: l.condition,
      description: l.description,
      quantity: l.quantity,
      catalogUnitPrice: l.catalogUnitCents === null ? null : centsToDollars(l.catalogUnitCents),
      unitPrice: centsToDollars(l.unitCents),
      priceReason: l.priceReason,
      total: centsToDollars(l.unitCents * l.quantity),
    })),
    shipToState: o.shipToState,
    subtotal: centsToDollars(o.subtotalCents),
    delivery: centsToDollars(o.deliveryCents),
    discount: centsToDollars(o.discountCents),
    taxRatePercent: o.taxBps / 100,
    tax: centsToDollars(o.taxCents),
    total: centsToDollars(o.totalCents),
    paymentTerms: o.paymentTerms as OfferDto["paymentTerms"],
    depositPercent: o.depositPercent,
    dueOnAcceptance: centsToDollars(dueOnAcceptanceCents(o)),
    expiresOn: o.expiresOn,
    deliveryOn: o.deliveryOn,
    notes: o.notes,
    declineReason: o.declineReason,
    poNumber: o.poNumber,
    orderId: o.orderId,
    sentAt: o.sentAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  };
}
