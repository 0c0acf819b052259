/**
 * What a mail says, as data (ADR 081): the HTML part (React, layout.ts) and the plain-text part (text.ts) are both
 * rendered from one MailContent, so the two never disagree on a figure, a date or a link.
 */

/** Who is writing: the shop's name and contacts from its settings, and where it lives on the web. */
export type MailBrand = {
  siteName: string;
  salesPhone: string;
  salesEmail: string;
  publicUrl: string;
  /** "Miami, Florida"; the footer's second line when known. */
  headquarters?: string;
  openingHours?: string;
};

/** One row of a figures table; `strong` marks a total, `muted` a note under the totals. */
export type Figure = { label: string; value: string; strong?: boolean; muted?: boolean };

export type MailBlock =
  | { kind: "paragraph"; text: string }
  /** A call to action; the text part prints "label: url", so a mail read as text keeps the link. */
  | { kind: "button"; label: string; url: string }
  /** Label/value rows (a booking, a quote request); printed "label: value", one a line. */
  | { kind: "rows"; title?: string; rows: [string, string][] }
  /** A list of lines (the items of an order). */
  | { kind: "list"; title?: string; items: string[] }
  /** Money: subtotal, delivery, discount, tax, total, paid / balance, each printed "label: value". */
  | { kind: "figures"; rows: Figure[] }
  /** Where the box goes; the text part keeps its one line "Ship to: street, city, ST zip, country". */
  | { kind: "shipTo"; lines: string[] }
  /** Pictures (a delivery's proof photos) shown in the HTML part; the text part lists their addresses. */
  | { kind: "images"; label: string; urls: string[]; alt: string };

export type MailContent = {
  to: string;
  subject: string;
  brand: MailBrand;
  /** The big line at the top of the HTML part (the subject says it in the text part). */
  heading: string;
  /** The inbox's preview line; the first paragraph when left out. */
  preview?: string;
  blocks: MailBlock[];
  /** The last line, "— Boxyard" unless a mail signs otherwise; null for none (staff notices). */
  signOff?: string | null;
  /** Small print under the footer (a newsletter's way out), in both parts. */
  smallPrint?: { text: string; link?: { label: string; url: string } };
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

export const paragraph = (text: string): MailBlock => ({ kind: "paragraph", text });
export const button = (label: string, url: string): MailBlock => ({ kind: "button", label, url });
export const rows = (pairs: [string, string][], title?: string): MailBlock => ({ kind: "rows", rows: pairs, title });
export const list = (items: string[], title?: string): MailBlock => ({ kind: "list", items, title });
export const figures = (amounts: Figure[]): MailBlock => ({ kind: "figures", rows: amounts });
export const shipTo = (lines: string[]): MailBlock => ({ kind: "shipTo", lines });
export const images = (label: string, urls: string[], alt: string): MailBlock => ({ kind: "images", label, urls, alt });

/** The brand every mail signs with: the shop's settings plus its public address. */
export const mailBrand = (settings: Omit<MailBrand, "publicUrl">, publicUrl: string): MailBrand => ({
  siteName: settings.siteName,
  salesPhone: settings.salesPhone,
  salesEmail: settings.salesEmail,
  headquarters: settings.headquarters,
  openingHours: settings.openingHours,
  publicUrl,
});
