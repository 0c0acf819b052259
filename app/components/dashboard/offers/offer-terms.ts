import { formatUsd } from "../../../../contract/money";
import type { OfferDto } from "../../../../contract/offers";

/** How the offer is paid, in the customer's words. */
export function termsText(o: Pick<OfferDto, "paymentTerms" | "depositPercent" | "dueOnAcceptance">): string {
  if (o.paymentTerms === "net30") return "Net 30 on invoice, with your purchase order number";
  if (o.paymentTerms === "deposit") return `${o.depositPercent}% deposit now (${formatUsd(o.dueOnAcceptance)}), the balance before delivery`;
  return "Paid in full on acceptance";
}

export const OFFER_STATUS_LABEL: Record<OfferDto["status"], string> = { draft: "Draft", sent: "Open", accepted: "Accepted", declined: "Declined", expired: "Expired" };
