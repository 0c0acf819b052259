import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement as h } from "react";
import { BRAND_COLOR, MailBlockView } from "./blocks.ts";
import type { MailBrand, MailContent } from "./content.ts";

const small = { color: "#64748b", fontSize: "12px", lineHeight: "18px", margin: "0 0 4px" };

/** The wordmark: an orange box and the shop's name, text only (mail clients block pictures by default). */
function Wordmark({ brand }: { brand: MailBrand }) {
  return h(
    Section,
    { style: { padding: "20px 24px", borderBottom: `4px solid ${BRAND_COLOR}` } },
    h(
      Link,
      { href: brand.publicUrl, style: { color: "#0f172a", fontSize: "22px", fontWeight: 800, textDecoration: "none", letterSpacing: "-0.01em" } },
      h("span", { style: { display: "inline-block", width: "14px", height: "14px", background: BRAND_COLOR, borderRadius: "3px", marginRight: "8px" } }),
      brand.siteName,
    ),
  );
}

function Footer({ brand, smallPrint }: { brand: MailBrand; smallPrint: MailContent["smallPrint"] }) {
  return h(
    Section,
    { style: { padding: "0 24px 24px" }, className: "mail-footer" },
    h(Hr, { style: { borderColor: "#e2e8f0", margin: "0 0 16px" } }),
    h(Text, { style: { ...small, fontWeight: 700, color: "#334155" } }, brand.siteName),
    h(Text, { style: small }, `${brand.salesPhone} · `, h(Link, { href: `mailto:${brand.salesEmail}`, style: { color: "#64748b" } }, brand.salesEmail)),
    brand.headquarters || brand.openingHours ? h(Text, { style: small }, [brand.headquarters, brand.openingHours].filter(Boolean).join(" · ")) : null,
    smallPrint ? h(Text, { style: { ...small, marginTop: "12px" } }, `${smallPrint.text} `, smallPrint.link ? h(Link, { href: smallPrint.link.url, style: { color: "#64748b" } }, smallPrint.link.label) : null) : null,
  );
}

/** Every mail the shop sends: wordmark, heading, the blocks, sign-off, footer with the contacts; 600 px at most, fluid below. */
export function BrandedMail({ content }: { content: MailContent }) {
  const { brand } = content;
  const first = content.blocks.find((b) => b.kind === "paragraph");
  const signOff = content.signOff === undefined ? `— ${brand.siteName}` : content.signOff;
  return h(
    Html,
    { lang: "en" },
    h(Head, null, h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" })),
    h(Preview, null, content.preview ?? (first?.kind === "paragraph" ? first.text : content.subject)),
    h(
      Body,
      { style: { background: "#f1f5f9", margin: 0, padding: "16px 8px", fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" } },
      h(
        Container,
        { style: { maxWidth: "600px", width: "100%", background: "#ffffff", borderRadius: "10px", overflow: "hidden" } },
        h(Wordmark, { brand }),
        h(
          Section,
          { style: { padding: "24px 24px 8px" } },
          h(Heading, { as: "h1", style: { color: "#0f172a", fontSize: "22px", lineHeight: "30px", margin: "0 0 16px" } }, content.heading),
          ...content.blocks.map((block, i) => h(MailBlockView, { key: i, block })),
          signOff ? h(Text, { style: { color: "#0f172a", fontSize: "15px", margin: "8px 0 16px" } }, signOff) : null,
        ),
        h(Footer, { brand, smallPrint: content.smallPrint }),
      ),
    ),
  );
}
