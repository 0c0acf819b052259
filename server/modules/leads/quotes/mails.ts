import type { DeliveryEstimate } from "../../../../contract/delivery-estimate.ts";
import { formatUsd } from "../../../../contract/money.ts";
import type { SiteSettings } from "../../../../contract/settings.ts";
import type { quoteRequests } from "../../../../db/schema/index.ts";
import type { Env } from "../../../lib/env.ts";
import { escapeHtml } from "../../../../contract/escape-html.ts";
import type { MailMessage } from "../../../lib/mail.ts";
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

const table = (list: [string, string][]) =>
  `<table cellpadding="6" style="border-collapse:collapse">${list
    .map(([k, v]) => `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`)
    .join("")}</table>`;

export function salesNotification(opts: { env: Env; quote: QuoteRow; product: QuoteProduct | null; estimate: DeliveryEstimate | null; design?: QuoteDesign | null }): MailMessage {
  const { env, quote, product, estimate, design } = opts;
  const list: [string, string][] = [...rows(quote, product, env), ...(design ? design.rows : []), ["Delivery estimate", estimateLine(estimate)]];
  const inbox = `${env.PUBLIC_URL}/admin/quotes?search=${encodeURIComponent(quote.email ?? quote.phone ?? quote.name)}`;
  return {
    to: env.SALES_EMAIL,
    subject: `New quote request from ${quote.name}${product ? ` — ${product.name}` : ""}`,
    text: `A new quote request arrived.\n\n${list.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\nOpen it in the quote inbox: ${inbox}\n`,
    html: `<p>A new quote request arrived.</p>${table(list)}<p><a href="${escapeHtml(inbox)}">Open it in the quote inbox</a></p>`,
  };
}

/**
 * The visitor's acknowledgement goes to an address anyone can type, from the shop: it must not carry anything
 * the visitor wrote (name, company, message, options), or the form is a relay for "verify your account at
 * https://evil…" mails. Only our own words, the product from the catalog, the validated 5-digit ZIP, and a design
 * as our link plus catalog words; its own name only when `ownName` (its author writing to their own proven inbox).
 */
export function customerAcknowledgement(opts: { settings: SiteSettings; quote: QuoteRow; product: QuoteProduct | null; design?: QuoteDesign | null; ownName?: boolean }): MailMessage {
  const { settings, quote, product, design, ownName = false } = opts;
  const intro = `Hello,\n\nThank you for asking ${settings.siteName} for a quote. A sales specialist will get back to you within one business day (we are open ${settings.openingHours} ${settings.timezone}). In a hurry? Call us at ${settings.salesPhone}.\n\nIf you did not ask for a quote, you can ignore this e-mail.`;
  // A design instead of a catalog product (issue 48: the mail said "Product: —"): named and linked.
  const about: [string, string] = design && !product ? ["Design", `${ownName ? `${design.name} (${design.summary})` : design.summary} — ${design.url}`] : ["Product", productLine(product)];
  const list: [string, string][] = [about, ["Delivery ZIP", quote.zip]];
  return {
    to: quote.email ?? "",
    subject: `We received your quote request — ${settings.siteName}`,
    text: `${intro}\n\nYour request:\n${list.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n— The ${settings.siteName} sales team\n`,
    html: `${intro.split("\n\n").map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<p>Your request:</p>${table(list)}${design ? `<p><a href="${escapeHtml(design.url)}">Open your design</a></p>` : ""}<p>— The ${escapeHtml(settings.siteName)} sales team</p>`,
  };
}
