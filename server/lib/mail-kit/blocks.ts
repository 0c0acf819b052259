import { Button } from "@react-email/button";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { type ReactElement, createElement as h } from "react";
import type { Figure, MailBlock } from "./content.ts";

// Plain createElement, not JSX: the server runs from source with Node's type stripping, which knows no JSX.

export const BRAND_COLOR = "#ea580c";
const INK = "#0f172a";
const MUTED = "#475569";
const LINE = "#e2e8f0";

const para = { color: INK, fontSize: "15px", lineHeight: "24px", margin: "0 0 16px" };
const caption = { color: MUTED, fontSize: "12px", fontWeight: 700, letterSpacing: "0.06em", textTransform: "uppercase" as const, margin: "0 0 6px" };
const cell = { padding: "6px 0", fontSize: "14px", lineHeight: "20px", color: INK, verticalAlign: "top" as const };
const box = { border: `1px solid ${LINE}`, borderRadius: "8px", padding: "12px 16px", margin: "0 0 16px" };

function MailButton({ label, url }: { label: string; url: string }) {
  return h(
    Section,
    { style: { margin: "8px 0 20px" } },
    h(Button, { href: url, style: { background: BRAND_COLOR, color: "#ffffff", padding: "12px 20px", borderRadius: "6px", fontWeight: 600, fontSize: "15px", textDecoration: "none" } }, label),
    h(Text, { style: { color: MUTED, fontSize: "12px", lineHeight: "18px", margin: "8px 0 0", wordBreak: "break-all" as const } }, "Or open: ", h(Link, { href: url, style: { color: MUTED } }, url)),
  );
}

/** Label/value rows in a bordered box; values wrap, so long addresses and links stay inside a 375 px screen. */
function Rows({ title, rows }: { title?: string; rows: [string, string][] }) {
  return h(
    Section,
    { style: box },
    title ? h(Text, { style: caption }, title) : null,
    h(
      "table",
      { width: "100%", cellPadding: 0, cellSpacing: 0, role: "presentation" },
      h("tbody", null, ...rows.map(([k, v], i) => h("tr", { key: i }, h("td", { style: { ...cell, color: MUTED, paddingRight: "12px", width: "38%" } }, k), h("td", { style: { ...cell, whiteSpace: "pre-wrap" as const, wordBreak: "break-word" as const } }, v)))),
    ),
  );
}

/** The money table: amounts right-aligned, totals bold above a rule, notes (paid / balance) below. */
export function FiguresTable({ rows }: { rows: Figure[] }) {
  const row = (f: Figure, i: number) =>
    f.muted
      ? h("tr", { key: i }, h("td", { colSpan: 2, style: { ...cell, color: MUTED, paddingTop: "10px" } }, f.value))
      : h(
          "tr",
          { key: i },
          h("td", { style: { ...cell, fontWeight: f.strong ? 700 : 400, borderTop: f.strong ? `1px solid ${LINE}` : undefined, paddingTop: f.strong ? "10px" : "6px" } }, f.label),
          h("td", { align: "right", style: { ...cell, fontWeight: f.strong ? 700 : 400, whiteSpace: "nowrap" as const, borderTop: f.strong ? `1px solid ${LINE}` : undefined, paddingTop: f.strong ? "10px" : "6px" } }, f.value),
        );
  return h(Section, { style: box }, h("table", { width: "100%", cellPadding: 0, cellSpacing: 0, role: "presentation", className: "mail-figures" }, h("tbody", null, ...rows.map(row))));
}

export function ShipTo({ lines }: { lines: string[] }) {
  return h(Section, { style: box, className: "mail-ship-to" }, h(Text, { style: caption }, "Ship to"), h(Text, { style: { ...para, margin: 0 } }, ...lines.flatMap((l, i) => (i ? [h("br", { key: i }), l] : [l]))));
}

function List({ title, items }: { title?: string; items: string[] }) {
  return h(
    Section,
    { style: box },
    title ? h(Text, { style: caption }, title) : null,
    ...items.map((item, i) => h(Text, { key: i, style: { ...para, fontSize: "14px", lineHeight: "20px", margin: i === items.length - 1 ? 0 : "0 0 8px" } }, item)),
  );
}

/** One block of a mail's body, as the HTML part shows it. */
export function MailBlockView({ block }: { block: MailBlock }): ReactElement {
  switch (block.kind) {
    case "paragraph":
      return h(Text, { style: { ...para, wordBreak: "break-word" as const } }, block.text);
    case "button":
      return h(MailButton, { label: block.label, url: block.url });
    case "rows":
      return h(Rows, { title: block.title, rows: block.rows });
    case "list":
      return h(List, { title: block.title, items: block.items });
    case "figures":
      return h(FiguresTable, { rows: block.rows });
    case "shipTo":
      return h(ShipTo, { lines: block.lines });
    case "images":
      return h(Section, { style: { margin: "0 0 16px" } }, ...block.urls.map((url, i) => h(Img, { key: i, src: url, alt: block.alt, width: "480", style: { width: "100%", maxWidth: "480px", height: "auto", borderRadius: "8px", margin: "0 0 8px" } })));
  }
}
