import type { DeliveryEstimate } from "../../../../contract/delivery-estimate.ts";
import { formatUsd } from "../../../../contract/money.ts";
import type { SiteSettings } from "../../../../contract/settings.ts";
import type { quoteRequests } from "../../../../db/schema/index.ts";
import type { Env } from "../../../lib/env.ts";
import type { MailMessage } from "../../../lib/mail.ts";
import { type MailBrand, button, composeMail, mailBrand, paragraph, rows as rowsBlock } from "../../../lib/mail-kit/compose.ts";
import type { QuoteDesign } from "../../builder/index.ts";

type QuoteRow = typeof quoteRequests.$inferSelect;

export type QuoteProduct = { id: string; name: string; sku: string | null };

const productLine = (product: QuoteProduct | null) => (product ? `${product.name}${product.sku ? ` (SKU ${product.sku})` : ""}` : "—");
const optionLines = (options: Record<string, string>) => Object.entries(options).map(([k, v]) => `${k}: ${v}`);

function estimateLine(estimate: DeliveryEstimate | null) {
  if (!estimate) return "no estimate (ZIP not in our dataset)";
  const where = `${estimate.miles} mi from ${estimate.depot.name}, ${estimate.depot.state}`;
  if (!estimate.serviceable) return `${where}: outside the ${estimate.maxMiles}-mile service area`;
  return `${where}: ${estimate.rates.map((r) => `${r.label} ${formatUsd(r.price)}`).join(", ")}`;
}

/** Label/value rows shared by the text and HTML bodies. */
function rows(quote: QuoteRow, product: QuoteProduct | null, env: Env): [string, string][] {
  return [
    ["Name", quote.name],
    ["E-mail", quote.email ?? "—"],
    ["Phone", quote.phone ?? "—"],
    ["Company", quote.company ?? "—"],
    ["Delivery ZIP", quote.zip],
    ["Product", product ? `${productLine(product)} — ${env.PUBLIC_URL}/product/${product.id}` : "—"],
    ...optionLines(quote.productOptions).map((line): [string, string] => ["Option", line]),
    ["Project", quote.message || "—"],
  ];
}

export function salesNotification(opts: { env: Env; settings: SiteSettings; quote: QuoteRow; product: QuoteProduct | null; estimate: DeliveryEstimate | null; design?: QuoteDesign | null }): Promise<MailMessage> {
  const { env, quote, product, estimate, design } = opts;
  const list: [string, string][] = [...rows(quote, product, env), ...(design ? design.rows : []), ["Delivery estimate", estimateLine(estimate)]];
  const inbox = `${env.PUBLIC_URL}/admin/quotes?search=${encodeURIComponent(quote.email ?? quote.phone ?? quote.name)}`;
  return composeMail({
    to: env.SALES_EMAIL,
    subject: `New quote request from ${quote.name}${product ? ` — ${product.name}` : ""}`,
    heading: "New quote request",
    brand: mailBrand(opts.settings, env.PUBLIC_URL),
    signOff: null,
    blocks: [paragraph("A new quote request arrived."), rowsBlock(list), button("Open it in the quote inbox", inbox)],
  });
}

/**
 * The visitor's acknowledgement goes to an address anyone can type, from the shop: it must not carry anything
 * the visitor wrote (name, company, message, options), or the form is a relay for "verify your account at
 * https://evil…" mails. Only our own words, the product from the catalog, the validated 5-digit ZIP, and a design
 * as our link plus catalog words; its own name only when `ownName` (its author writing to their own proven inbox).
 */
export function customerAcknowledgement(opts: { settings: SiteSettings; publicUrl: string; quote: QuoteRow; product: QuoteProduct | null; design?: QuoteDesign | null; ownName?: boolean }): Promise<MailMessage> {
  const { settings, quote, product, design, ownName = false } = opts;
  const brand: MailBrand = mailBrand(settings, opts.publicUrl);
  // A design instead of a catalog product (issue 48: the mail said "Product: —"): named and linked.
  const about: [string, string] = design && !product ? ["Design", `${ownName ? `${design.name} (${design.summary})` : design.summary} — ${design.url}`] : ["Product", productLine(product)];
  return composeMail({
    to: quote.email ?? "",
    subject: `We received your quote request — ${settings.siteName}`,
    heading: "We received your quote request",
    brand,
    signOff: `— The ${settings.siteName} sales team`,
    blocks: [
      paragraph("Hello,"),
      paragraph(`Thank you for asking ${settings.siteName} for a quote. A sales specialist will get back to you within one business day (we are open ${settings.openingHours} ${settings.timezone}). In a hurry? Call us at ${settings.salesPhone}.`),
      paragraph("If you did not ask for a quote, you can ignore this e-mail."),
      rowsBlock([about, ["Delivery ZIP", quote.zip]], "Your request"),
      ...(design ? [button("Open your design", design.url)] : []),
    ],
  });
}
